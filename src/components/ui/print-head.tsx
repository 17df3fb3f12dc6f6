import { printCopy } from '@/copy';
import { timeOf } from '@/utils/date-format';

export interface PrintHeadProps {
  /** What is printed: 订单详情, 收支明细. */
  title: string;
  /** When 打印 was asked for; none before. */
  printedAt: Date | null;
  /** What the printout holds beyond its title: the filters and the page of a list. */
  details: readonly string[];
}

/**
 * The head of every printed page: the platform's name, what is printed and when. Shown only
 * in print (print-area.css).
 */
export function PrintHead({ title, printedAt, details }: PrintHeadProps) {
  return (
    <div className="print-head">
      <div className="print-head__line">
        <strong>{printCopy.platform}</strong>
        <span>{title}</span>
        {printedAt && <span>{printCopy.printedAt(timeOf(printedAt))}</span>}
      </div>
      {details.length > 0 && (
        <div className="print-head__details">
          {details.map((detail) => (
            <span key={detail}>{detail}</span>
          ))}
        </div>
      )}
    </div>
  );
}
