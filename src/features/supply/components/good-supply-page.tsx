import { Flex } from 'antd';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { supplyCopy } from '@/copy';
import { SuppliedGoodsCard } from './supplied-goods-card';
import { SupplierProfileCard } from './supplier-profile-card';

/** member/good_supply (我的供货): the supplier's profile and the goods they supply. */
export function GoodSupplyPage() {
  return (
    <PageCard title={supplyCopy.pageTitle}>
      <Flex vertical gap="middle">
        <PartBoundary>
          <SupplierProfileCard />
        </PartBoundary>
        <PartBoundary>
          <SuppliedGoodsCard />
        </PartBoundary>
      </Flex>
    </PageCard>
  );
}
