import { Descriptions, Flex, type DescriptionsProps } from 'antd';
import { DetailDrawer } from '@/components/ui/detail-drawer';
import { PrintArea } from '@/components/ui/print-area';
import { PrintButton } from '@/components/ui/print-button';
import { EnumTag } from '@/components/ui/status-tag';
import { invoiceCopy, ordersCopy } from '@/copy';
import { invoiceFlag } from '@/lib/enums/invoice';
import { orderStatus } from '@/lib/enums/order-status';
import { formatFen } from '@/utils/money';
import type { OrderDetail } from '../api/orders-schemas';
import { useOrderDetail } from '../hooks/use-orders';
import { InvoiceRequestSummary } from './invoice-request-summary';
import { OrderGoodsTable } from './order-goods-table';

function detailItems(detail: OrderDetail): DescriptionsProps['items'] {
  const { address } = detail;
  const items: DescriptionsProps['items'] = [
    { key: 'payCode', label: ordersCopy.payCode, children: detail.payCode },
    {
      key: 'status',
      label: ordersCopy.status,
      children: <EnumTag of={orderStatus} value={detail.status} />,
    },
    { key: 'createTime', label: ordersCopy.createTime, children: detail.createTime },
    { key: 'payTime', label: ordersCopy.payTime, children: detail.payTime ?? ordersCopy.unpaid },
    { key: 'total', label: ordersCopy.total, children: formatFen(detail.price) },
    {
      key: 'amountPaid',
      label: ordersCopy.amountPaid,
      children: detail.payTime === null ? ordersCopy.unpaid : formatFen(detail.price),
    },
    {
      key: 'consignee',
      label: ordersCopy.consignee,
      children: `${address.userName} ${address.phone}`,
    },
    { key: 'address', label: ordersCopy.address, children: address.fullAddress },
  ];
  if (detail.trackingNo) {
    items.push(
      { key: 'company', label: ordersCopy.expressCompany, children: detail.expressCompany },
      { key: 'trackingNo', label: ordersCopy.trackingNo, children: detail.trackingNo },
    );
  }
  return items;
}

function DetailBody({ detail }: { detail: OrderDetail }) {
  const asked = detail.isInvoice === 1 || detail.invoiceAudit !== null;
  return (
    <PrintArea title={ordersCopy.actions.detail}>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <PrintButton details={[ordersCopy.field(ordersCopy.payCode, detail.payCode)]} />
      </Flex>
      <Descriptions size="small" column={1} bordered items={detailItems(detail)} />
      <h3>{invoiceCopy.sectionTitle}</h3>
      {asked ? (
        <InvoiceRequestSummary
          audit={detail.invoiceAudit}
          information={detail.invoiceInformation}
        />
      ) : (
        <p>{invoiceFlag.label(0)}</p>
      )}
      <h3>{ordersCopy.goodsHeading}</h3>
      <OrderGoodsTable goods={detail.goods} />
    </PrintArea>
  );
}

interface OrderDetailDrawerProps {
  /** The order shown (?id=); undefined when the drawer is closed. */
  orderId: number | undefined;
  onClose(): void;
}

/** 订单详情: everything about one order, its invoice and its parcel included. */
export function OrderDetailDrawer({ orderId, onClose }: OrderDetailDrawerProps) {
  const query = useOrderDetail(orderId);
  return (
    <DetailDrawer
      open={orderId !== undefined}
      query={query}
      title={ordersCopy.actions.detail}
      notFound={ordersCopy.orderNotFound}
      onClose={onClose}
    >
      {(detail) => <DetailBody detail={detail} />}
    </DetailDrawer>
  );
}
