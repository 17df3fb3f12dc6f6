import { PrintButton } from '@/components/ui/print-button';
import { commonCopy, printCopy, withdrawalCopy } from '@/copy';
import { billType, type BillType } from '@/lib/enums/bill-type';
import type { DayRange } from '@/lib/day-range';

interface BillsPrintButtonProps {
  /** The statement's filters and page as the screen shows them. */
  type: BillType | undefined;
  range: DayRange | null;
  page: number;
}

/** The statement's head in print: its type and period as filtered, and the page printed. */
export const billsPrintDetails = ({ type, range, page }: BillsPrintButtonProps): string[] => [
  printCopy.field(withdrawalCopy.typeFilter, type ? billType.label(type) : withdrawalCopy.allTypes),
  printCopy.field(
    commonCopy.dateRange,
    range ? printCopy.dayRange(range[0], range[1]) : printCopy.allDays,
  ),
  printCopy.pageOf(page),
];

/** 打印 of 收支明细: the page shown, headed by the filters it was shown with. */
export function BillsPrintButton(filters: BillsPrintButtonProps) {
  return <PrintButton details={billsPrintDetails(filters)} />;
}
