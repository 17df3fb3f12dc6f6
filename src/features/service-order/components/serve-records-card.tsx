import { Button, Empty } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { useState } from 'react';
import { ListRow } from '@/components/ui/list-row';
import { Permission } from '@/components/ui/permission';
import { QueryState } from '@/components/ui/query-state';
import { SimpleList } from '@/components/ui/simple-list';
import { serviceOrderCopy } from '@/copy';
import { PERMISSIONS } from '@/lib/permissions';
import { useServeRecords } from '../hooks/use-service-orders';
import { ServeDialog } from './serve-dialog';

/** 服务记录 (order/serve): what was done for the order, newest first; 添加服务记录. */
export function ServeRecordsCard({ orderId }: { orderId: number }) {
  const query = useServeRecords(orderId);
  const [adding, setAdding] = useState(false);
  return (
    <SectionCard
      size="small"
      title={serviceOrderCopy.serveTitle}
      extra={
        <Permission code={PERMISSIONS.serviceServe}>
          <Button size="small" onClick={() => setAdding(true)}>
            {serviceOrderCopy.addServe}
          </Button>
        </Permission>
      }
    >
      <QueryState
        query={query}
        isEmpty={(records) => records.length === 0}
        empty={<Empty description={serviceOrderCopy.serveEmpty} />}
      >
        {(records) => (
          <SimpleList size="small" items={records} rowKey={(record) => record.serveId}>
            {(record) => (
              <ListRow
                title={record.content}
                description={`${serviceOrderCopy.serveTime} ${record.serveTime} · ${serviceOrderCopy.serveStaff} ${record.staffName}`}
              />
            )}
          </SimpleList>
        )}
      </QueryState>
      <ServeDialog orderId={orderId} open={adding} onClose={() => setAdding(false)} />
    </SectionCard>
  );
}
