import { Empty, Flex, Typography } from 'antd';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { warAreaCopy } from '@/copy';
import type { Partition } from '../api/staff-schemas';
import { usePartitions } from '../hooks/use-staff';
import { PartitionCard } from './partition-card';

const peopleIn = (areas: Partition[]) => areas.reduce((sum, area) => sum + area.staff.length, 0);

/** member/war_area (我的战区): the member's sales regions, their districts and their people. */
export function WarAreaPage() {
  const query = usePartitions();
  return (
    <PageCard title={warAreaCopy.pageTitle}>
      <PartBoundary>
        <QueryState
          query={query}
          isEmpty={(areas) => areas.length === 0}
          empty={<Empty description={warAreaCopy.empty} />}
        >
          {(areas) => (
            <Flex vertical gap="middle">
              <Typography.Text type="secondary">
                {warAreaCopy.summary(areas.length, peopleIn(areas))}
              </Typography.Text>
              {areas.map((area) => (
                <PartitionCard key={area.partitionId} area={area} />
              ))}
            </Flex>
          )}
        </QueryState>
      </PartBoundary>
    </PageCard>
  );
}
