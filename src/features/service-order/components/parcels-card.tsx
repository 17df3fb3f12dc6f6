import { Button, Empty } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { useState } from 'react';
import { ListRow } from '@/components/ui/list-row';
import { Permission } from '@/components/ui/permission';
import { SimpleList } from '@/components/ui/simple-list';
import { serviceOrderCopy } from '@/copy';
import { PERMISSIONS } from '@/lib/permissions';
import { SPLITTABLE_STATUSES, type ServiceOrderDetail } from '../api/service-order-schemas';
import { parcelName } from '../utils/subpackage';
import { SubpackageDialog } from './subpackage-dialog';

/** 包裹: the order's parcels; 拆分包裹 while it has not left the warehouse. */
export function ParcelsCard({ order }: { order: ServiceOrderDetail }) {
  const [splitting, setSplitting] = useState(false);
  const splittable = SPLITTABLE_STATUSES.includes(order.status) && order.goods.length > 0;
  return (
    <SectionCard
      size="small"
      title={serviceOrderCopy.parcelsTitle}
      extra={
        splittable && (
          <Permission code={PERMISSIONS.serviceServe}>
            <Button size="small" type="primary" onClick={() => setSplitting(true)}>
              {serviceOrderCopy.subpackage}
            </Button>
          </Permission>
        )
      }
    >
      {order.parcels.length === 0 ? (
        <Empty description={serviceOrderCopy.noParcels} />
      ) : (
        <SimpleList size="small" items={order.parcels} rowKey={(parcel) => parcel.parcelNo}>
          {(parcel, index) => (
            <ListRow
              title={`${parcelName(index)} · ${parcel.parcelNo}`}
              description={parcel.lines
                .map((line) => serviceOrderCopy.parcelLine(line.goodName, line.num))
                .join('，')}
            />
          )}
        </SimpleList>
      )}
      <SubpackageDialog order={splitting ? order : null} onClose={() => setSplitting(false)} />
    </SectionCard>
  );
}
