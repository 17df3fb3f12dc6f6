import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { PartBoundary } from '@/components/errors/part-boundary';
import { PageCard } from '@/components/ui/page-card';
import { Permission } from '@/components/ui/permission';
import { warehouseCopy } from '@/copy';
import { PERMISSIONS } from '@/lib/permissions';
import { usePrintStatement } from '../hooks/use-warehouse';
import { StockBatchesCard } from './stock-batches-card';
import { StockLogCard } from './stock-log-card';
import { StockTotalsCard } from './stock-totals-card';

/** member/total_storage (仓储总览): stock per good, the batches, the log and the statement. */
export function WarehousePage() {
  const print = usePrintStatement();
  return (
    <PageCard
      title={warehouseCopy.pageTitle}
      extra={
        <Permission code={PERMISSIONS.warehousePrint}>
          <Button
            icon={<PrinterOutlined aria-hidden />}
            loading={print.isPending}
            onClick={() => print.mutate()}
          >
            {warehouseCopy.print}
          </Button>
        </Permission>
      }
    >
      <Flex vertical gap="middle">
        <PartBoundary>
          <StockTotalsCard />
        </PartBoundary>
        <PartBoundary>
          <StockBatchesCard />
        </PartBoundary>
        <PartBoundary>
          <StockLogCard />
        </PartBoundary>
      </Flex>
    </PageCard>
  );
}
