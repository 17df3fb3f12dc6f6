import { Button, Flex, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { chartCopy, commonCopy } from '@/copy';
import { formatFen } from '@/utils/money';
import { ChartCanvas, useCanDrawCanvas } from './chart-canvas';
import type { ChartData } from './chart-option';
import './money-chart.css';

export type { ChartData, ChartSeries } from './chart-option';

const DEFAULT_HEIGHT = 280;

export interface MoneyChartProps {
  /** What the chart shows; it names the table too. */
  caption: string;
  data: ChartData;
  height?: number;
}

/** The same figures as a table: the chart's text alternative, and what the switch shows. */
function ChartTable({
  caption,
  data,
  hidden,
}: {
  caption: string;
  data: ChartData;
  hidden: boolean;
}) {
  return (
    <table className={hidden ? 'visually-hidden' : 'money-chart__table'}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{chartCopy.category}</th>
          {data.series.map((series) => (
            <th key={series.name} scope="col">
              {series.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.categories.map((category, index) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {data.series.map((series) => (
              <td key={series.name}>{formatFen(series.values[index] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Money by category (months) as bars or lines, with the same figures as a table: read by
 * screen readers while the chart is shown, and shown instead of it at the member's choice, or
 * always where the browser cannot draw on a canvas.
 */
export function MoneyChart({ caption, data, height = DEFAULT_HEIGHT }: MoneyChartProps) {
  const canDraw = useCanDrawCanvas();
  const [tableChosen, setTableChosen] = useState(false);
  const asTable = tableChosen || !canDraw;
  const tableId = useId();
  return (
    <figure className="money-chart">
      <Flex justify="space-between" align="center" wrap>
        <figcaption className="money-chart__caption">{caption}</figcaption>
        {canDraw && (
          <Button
            type="link"
            size="small"
            aria-controls={tableId}
            onClick={() => setTableChosen((current) => !current)}
          >
            {asTable ? chartCopy.showChart : chartCopy.showTable}
          </Button>
        )}
      </Flex>
      <div id={tableId}>
        <ChartTable caption={caption} data={data} hidden={!asTable} />
      </div>
      {!asTable && <ChartCanvas data={data} height={height} />}
    </figure>
  );
}

/**
 * A chart whose figures are still loading, as tall as the chart will be with its caption's row,
 * so that what stands below does not move when they arrive.
 */
export function MoneyChartSkeleton({ height = DEFAULT_HEIGHT }: { height?: number }) {
  return (
    <div className="money-chart">
      <span className="visually-hidden">{commonCopy.loading}</span>
      <Flex align="center">
        <Skeleton.Input active size="small" />
      </Flex>
      <div style={{ height }}>
        <Skeleton active />
      </div>
    </div>
  );
}
