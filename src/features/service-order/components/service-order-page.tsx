import { Button } from 'antd';
import { PageCard } from '@/components/ui/page-card';
import { serviceOrderCopy } from '@/copy';
import { useDetailParam } from '@/lib/use-detail-param';
import { ServiceOrderDetail } from './service-order-detail';
import { ServiceOrderList } from './service-order-list';

/** member/service_order (服务订单): the orders the member serves, or one of them (?id=). */
export function ServiceOrderPage() {
  const { id: orderId, close } = useDetailParam('id', 'push');

  return (
    <PageCard
      title={orderId === undefined ? serviceOrderCopy.pageTitle : serviceOrderCopy.detailTitle}
      extra={orderId !== undefined && <Button onClick={close}>{serviceOrderCopy.back}</Button>}
    >
      {orderId === undefined ? (
        <ServiceOrderList />
      ) : (
        <ServiceOrderDetail key={orderId} orderId={orderId} />
      )}
    </PageCard>
  );
}
