import { Flex, Typography } from 'antd';
import { figuresCopy } from '@/copy';
import type { FigureColumn } from '@/lib/figure-columns';
import { ChartCanvas } from './chart/chart-canvas';
import type { ChartData } from './chart/chart-option';
import { ExportButton } from './export-button';
import { FigureTable } from './figure-table';
import { SectionCard } from './section-card';

interface FiguresSectionProps<Row> {
  title: string;
  /** The rows, or null where the answer lacked this part (said so instead). */
  rows: readonly Row[] | null;
  columns: readonly FigureColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The same figures drawn; left out while there are no rows. */
  chart?: ChartData;
  chartHeight?: number;
  /** Said when the server answered no rows. */
  emptyText: string;
  /** The exported file's name, without .xlsx. */
  fileName: string;
}

/**
 * A titled part of a figures screen: a chart, the table of the same figures beside it (the
 * chart's text alternative, exact to the fen), and 导出 of that table as an .xlsx file.
 */
export function FiguresSection<Row extends object>({
  title,
  rows,
  columns,
  rowKey,
  chart,
  chartHeight = 280,
  emptyText,
  fileName,
}: FiguresSectionProps<Row>) {
  return (
    <SectionCard
      title={title}
      extra={
        rows !== null &&
        rows.length > 0 && (
          <ExportButton
            subject={title}
            file={() => ({ name: fileName, sheet: title, columns, rows })}
          />
        )
      }
    >
      {rows === null ? (
        <Typography.Text type="secondary">{figuresCopy.unavailable}</Typography.Text>
      ) : (
        <Flex vertical gap="middle">
          {chart && rows.length > 0 && <ChartCanvas data={chart} height={chartHeight} />}
          <FigureTable columns={columns} rows={rows} rowKey={rowKey} emptyText={emptyText} />
        </Flex>
      )}
    </SectionCard>
  );
}
