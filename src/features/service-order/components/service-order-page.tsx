import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageCard } from '@/components/ui/page-card';
import { serviceOrderCopy } from '@/copy';
import { positiveInt } from '@/lib/positive-int';
import { ServiceOrderDetail } from './service-order-detail';
import { ServiceOrderList } from './service-order-list';
import { serviceOrderLinks } from './service-order-links';

/** member/service_order (服务订单): the orders the member serves, or one of them (?id=). */
export function ServiceOrderPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const orderId = positiveInt(searchParams.get('id'));

  return (
    <PageCard
      title={orderId === undefined ? serviceOrderCopy.pageTitle : serviceOrderCopy.detailTitle}
      extra={
        orderId !== undefined && (
          <Button onClick={() => navigate(serviceOrderLinks.list)}>{serviceOrderCopy.back}</Button>
        )
      }
    >
      {orderId === undefined ? (
        <ServiceOrderList />
      ) : (
        <ServiceOrderDetail key={orderId} orderId={orderId} />
      )}
    </PageCard>
  );
}
