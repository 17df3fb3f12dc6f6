import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { use, useEffect } from 'react';
import { printCopy } from '@/copy';
import { PrintAreaContext } from './print-area';

const NO_DETAILS: readonly string[] = [];

interface PrintButtonProps {
  /** What the printout holds beyond its title, for its head: 类型：提现, 第 2 页. */
  details?: readonly string[];
}

/** 打印: prints the PrintArea it sits in, its head stamped with the time of the click. */
export function PrintButton({ details = NO_DETAILS }: PrintButtonProps) {
  const area = use(PrintAreaContext);
  useEffect(() => {
    area?.describe(details);
  });
  return (
    <Button
      size="small"
      icon={<PrinterOutlined aria-hidden />}
      onClick={() => {
        area?.stamp();
        window.print();
      }}
    >
      {printCopy.print}
    </Button>
  );
}
