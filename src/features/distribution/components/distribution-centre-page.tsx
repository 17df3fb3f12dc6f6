import { Flex } from 'antd';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { distributionCopy } from '@/copy';
import { useDistributionService } from '../hooks/use-distribution';
import { CentreCard } from './centre-card';
import { OrdersCard } from './orders-card';
import { RequestsCard } from './requests-card';
import type { RegionPicker } from './region-picker';
import { ScopeCard } from './scope-card';

/**
 * member/distribution_center (配送中心): the centre, its service scope, the requests to the
 * platform and the orders to send. The region picker comes from the app (the address feature).
 */
export function DistributionCentrePage({ RegionPicker }: { RegionPicker: RegionPicker }) {
  // the scope and orders belong to a centre: a member without one sees neither
  const hasCentre = Boolean(useDistributionService().data);
  return (
    <PageCard title={distributionCopy.pageTitle}>
      <Flex vertical gap="middle">
        <PartBoundary>
          <CentreCard RegionPicker={RegionPicker} />
        </PartBoundary>
        {hasCentre && (
          <>
            <PartBoundary>
              <ScopeCard />
            </PartBoundary>
            <PartBoundary>
              <OrdersCard />
            </PartBoundary>
          </>
        )}
        <PartBoundary>
          <RequestsCard />
        </PartBoundary>
      </Flex>
    </PageCard>
  );
}
