import { FiguresFrame } from '@/components/ui/figures-frame';
import { FiguresSection } from '@/components/ui/figures-section';
import { usePermission } from '@/components/ui/permission';
import { statisticsCopy } from '@/copy';
import { periodLabel } from '@/lib/month-period';
import { PERMISSIONS } from '@/lib/permissions';
import { usePeriodFilter } from '@/lib/use-period-filter';
import { useTeamPerformance } from '../hooks/use-figures';
import {
  barsHeight,
  depthChart,
  depthColumns,
  memberChart,
  memberColumns,
} from '../utils/figure-tables';

/**
 * member/salesInfo_sum (销售汇总): the same sales as 数据统计 by who made them, in a period:
 * the member (本人) and each level of their team, and, for members holding
 * TEAM_MANAGEMENT:PERFORMANCE, each person.
 */
export function SalesSummaryPage() {
  const filter = usePeriodFilter();
  const query = useTeamPerformance(filter.range);
  const seesMembers = usePermission(PERMISSIONS.teamPerformance);
  const fileName = (part: string) =>
    statisticsCopy.fileName(statisticsCopy.performanceTitle, part, periodLabel(filter.period));

  return (
    <FiguresFrame
      title={statisticsCopy.performanceTitle}
      filter={filter}
      query={query}
      totals={({ total }) => [
        { title: statisticsCopy.teamAmount, value: total?.amount ?? null, kind: 'money' },
        { title: statisticsCopy.orderCount, value: total?.count ?? null, kind: 'count' },
        { title: statisticsCopy.people, value: total?.members ?? null, kind: 'count' },
      ]}
    >
      {({ byDepth, byMember }) => {
        const best = byMember && memberChart(byMember);
        return (
          <>
            <FiguresSection
              title={statisticsCopy.byDepth}
              rows={byDepth}
              columns={depthColumns(byDepth ?? [])}
              rowKey={(row) => row.depth}
              chart={byDepth ? depthChart(byDepth) : undefined}
              emptyText={statisticsCopy.noSales}
              fileName={fileName(statisticsCopy.byDepth)}
            />
            {seesMembers && (
              <FiguresSection
                title={statisticsCopy.byMember}
                rows={byMember}
                columns={memberColumns(byMember ?? [])}
                rowKey={(row) => row.memberId}
                chart={best && best.categories.length > 0 ? best : undefined}
                chartHeight={barsHeight(best?.categories.length ?? 0)}
                emptyText={statisticsCopy.noSales}
                fileName={fileName(statisticsCopy.byMember)}
              />
            )}
          </>
        );
      }}
    </FiguresFrame>
  );
}
