import { Button, Flex } from 'antd';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { cooperationCopy } from '@/copy';
import { useDetailParam } from '@/lib/use-detail-param';
import { CooperationDetail } from './cooperation-detail';
import { DraftsCard } from './drafts-card';
import { PriceLogsCard } from './price-logs-card';
import { TasksCard } from './tasks-card';

/**
 * member/cooperation: the member's cooperation tasks with their progress, the drafts and the
 * price logs; or one task (?id=) with its history.
 */
export function CooperationPage() {
  const { id: cooperationId, close } = useDetailParam('id', 'push');

  if (cooperationId !== undefined) {
    return (
      <PageCard
        title={cooperationCopy.detailTitle}
        extra={<Button onClick={close}>{cooperationCopy.back}</Button>}
      >
        <PartBoundary>
          <CooperationDetail key={cooperationId} cooperationId={cooperationId} />
        </PartBoundary>
      </PageCard>
    );
  }

  return (
    <PageCard title={cooperationCopy.pageTitle}>
      <Flex vertical gap="middle">
        <PartBoundary>
          <TasksCard />
        </PartBoundary>
        <PartBoundary>
          <DraftsCard />
        </PartBoundary>
        <PartBoundary>
          <PriceLogsCard />
        </PartBoundary>
      </Flex>
    </PageCard>
  );
}
