import { Col, Row } from 'antd';
import { FiguresFrame } from '@/components/ui/figures-frame';
import { FiguresSection } from '@/components/ui/figures-section';
import { statisticsCopy } from '@/copy';
import { periodLabel } from '@/lib/month-period';
import { usePeriodFilter } from '@/lib/use-period-filter';
import { useSalesStatistics } from '../hooks/use-figures';
import {
  barsHeight,
  categoryChart,
  categoryColumns,
  districtChart,
  districtColumns,
  monthChart,
  monthColumns,
  monthRows,
} from '../utils/figure-tables';

/**
 * member/data_statistics (数据统计): what the member's network (the member and their team) sold
 * in a period (?period=, 近12个月 by default): the totals, by month, by goods category and by
 * district, each drawn and tabled with the same figures and exportable.
 */
export function DataStatisticsPage() {
  const filter = usePeriodFilter();
  const query = useSalesStatistics(filter.range);
  const fileName = (part: string) =>
    statisticsCopy.fileName(statisticsCopy.salesTitle, part, periodLabel(filter.period));

  return (
    <FiguresFrame
      title={statisticsCopy.salesTitle}
      filter={filter}
      query={query}
      totals={({ total }) => [
        { title: statisticsCopy.salesAmount, value: total?.amount ?? null, kind: 'money' },
        { title: statisticsCopy.orderCount, value: total?.count ?? null, kind: 'count' },
      ]}
    >
      {({ byMonth, byCategory, byDistrict }) => {
        const months = byMonth && monthRows(byMonth, filter.range);
        return (
          <>
            <FiguresSection
              title={statisticsCopy.byMonth}
              rows={months}
              columns={monthColumns}
              rowKey={(row) => row.month}
              chart={months ? monthChart(months) : undefined}
              emptyText={statisticsCopy.noSales}
              fileName={fileName(statisticsCopy.byMonth)}
            />
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <FiguresSection
                  title={statisticsCopy.byCategory}
                  rows={byCategory}
                  columns={categoryColumns(byCategory ?? [])}
                  rowKey={(row) => row.classifyId}
                  chart={byCategory ? categoryChart(byCategory) : undefined}
                  emptyText={statisticsCopy.noSales}
                  fileName={fileName(statisticsCopy.byCategory)}
                />
              </Col>
              <Col xs={24} xl={12}>
                <FiguresSection
                  title={statisticsCopy.byDistrict}
                  rows={byDistrict}
                  columns={districtColumns(byDistrict ?? [])}
                  rowKey={(row) => row.districtId}
                  chart={byDistrict ? districtChart(byDistrict) : undefined}
                  chartHeight={barsHeight(byDistrict?.length ?? 0)}
                  emptyText={statisticsCopy.noSales}
                  fileName={fileName(statisticsCopy.byDistrict)}
                />
              </Col>
            </Row>
          </>
        );
      }}
    </FiguresFrame>
  );
}
