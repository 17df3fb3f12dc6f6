import { Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { PartBoundary } from '@/components/errors/part-boundary';
import { chartCopy } from '@/copy';
import { timedChunk } from '@/lib/chunk-recovery';
import type { ChartData } from './chart-option';

// ECharts comes with the first chart shown, never with the screens that have none
const EChartsCanvas = lazy(
  timedChunk(() =>
    import('./echarts-canvas').then(({ EChartsCanvas }) => ({ default: EChartsCanvas })),
  ),
);

/** Whether this browser draws on a canvas (it may be blocked, or absent as in jsdom). */
function canDrawCanvas(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** Whether charts are drawn here; where they are not, their table carries the figures alone. */
export function useCanDrawCanvas(): boolean {
  const [canDraw] = useState(canDrawCanvas);
  return canDraw;
}

interface ChartCanvasProps {
  data: ChartData;
  height: number;
}

/**
 * The chart alone, drawn once its chunk has loaded, hidden from assistive technology: a table
 * beside it carries the same figures. Nothing where the browser cannot draw; a chart that fails
 * costs only itself.
 */
export function ChartCanvas({ data, height }: ChartCanvasProps) {
  const canDraw = useCanDrawCanvas();
  if (!canDraw) return null;
  return (
    <PartBoundary>
      <Suspense
        fallback={
          <div role="status" aria-label={chartCopy.loading} style={{ height }}>
            <Skeleton active />
          </div>
        }
      >
        <EChartsCanvas data={data} height={height} />
      </Suspense>
    </PartBoundary>
  );
}
