import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { figuresCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { downloadWorkbook, type FiguresFile } from '@/lib/table-export';
import { useSingleFlight } from '@/lib/use-single-flight';

interface ExportButtonProps<Row> {
  /** What is exported, for the button's name: 导出 按月销售. */
  subject: string;
  /** The table as it is shown now. */
  file: () => FiguresFile<Row>;
}

/**
 * 导出: saves a table as an .xlsx file Excel opens, its rows as the screen shows them. One
 * export at a time (a double click saves once); a failure says so and changes nothing.
 */
export function ExportButton<Row>({ subject, file }: ExportButtonProps<Row>) {
  const flight = useSingleFlight(() =>
    downloadWorkbook(file()).catch(() => {
      getFeedback().toastError(figuresCopy.exportFailed);
    }),
  );
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={flight.pending}
      aria-label={figuresCopy.exportOf(subject)}
      onClick={() => void flight.run()}
    >
      {figuresCopy.export}
    </Button>
  );
}
