import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { toChartOption, type ChartData } from './chart-option';

registerParts([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export interface EChartsCanvasProps {
  data: ChartData;
  height: number;
}

/**
 * The chart itself, in a chunk of its own: ECharts drawing on a canvas (no styles injected,
 * no eval), resized with its container, disposed on unmount. Hidden from assistive technology:
 * the table beside it carries the same figures.
 */
export function EChartsCanvas({ data, height }: EChartsCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, null, { renderer: 'canvas', locale: 'ZH' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current = null;
      instance.dispose();
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(toChartOption(data, { animation: !reducedMotion }), {
      notMerge: true,
    });
  }, [data, reducedMotion]);

  return <div ref={container} aria-hidden style={{ width: '100%', height }} />;
}
