import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Spin } from 'antd';
import { AmountDue } from '@/components/ui/amount-due';
import { FailedQuery } from '@/components/ui/query-state';
import { useState, type ReactNode } from 'react';
import { orderCopy, paymentCopy } from '@/copy';
import type { Address } from '@/features/address/api/address-schemas';
import { AddressPicker } from '@/features/address/components/address-picker';
import { useAddresses } from '@/features/address/hooks/use-addresses';
import { InvoiceForm } from '@/features/invoice/components/invoice-form';
import { createInvoiceInformation } from '@/features/invoice/utils/invoice-rules';
import { useSessionStore } from '@/stores/session-store';
import type { CreatedOrder } from '@/features/checkout/api/checkout-schemas';
import { useDeliveryCheck } from '@/features/checkout/hooks/use-delivery-check';
import { usePlaceOrder, type CreateOrder } from '@/features/checkout/hooks/use-place-order';
import { itemsCount, itemsTotalFen, type CheckoutItem } from './checkout-item';
import { CheckoutItemRow } from './checkout-item-row';

/** The query the items come from, for its loading and failure states. */
type ItemsQuery = Pick<
  UseQueryResult<unknown>,
  'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'
>;

export interface ConfirmOrderFormProps {
  items: CheckoutItem[];
  itemsQuery: ItemsQuery;
  renderQuantity(item: CheckoutItem): ReactNode;
  onRemove(item: CheckoutItem): void;
  create: CreateOrder;
  onCreated(order: CreatedOrder): void;
}

/** The first step of 请确认订单信息: goods, delivery address, invoice, then 提交订单. */
export function ConfirmOrderForm(props: ConfirmOrderFormProps) {
  const { items, itemsQuery, renderQuantity, onRemove, create, onCreated } = props;
  const loading = itemsQuery.isPending && !itemsQuery.isError;
  const email = useSessionStore((state) => state.user?.email ?? '');
  const [address, setAddress] = useState<Address | null>(null);
  const [invoice, setInvoice] = useState(() => createInvoiceInformation(email));
  const {
    deliverable,
    checking,
    failure: deliveryFailure,
  } = useDeliveryCheck(
    items.map((item) => item.goodId),
    address?.userAddressId ?? null,
  );
  const { submit, creating, outcome } = usePlaceOrder(create, onCreated);
  const addresses = useAddresses();
  // until the addresses are in, the default one is not chosen yet: 提交订单 would say 请先填写地址
  const addressesLoading = addresses.isPending && !addresses.isError;
  const addressesFailed = addresses.isError && !addresses.data;
  const beyondRange = items.some((item) => deliverable.get(item.goodId) === false);
  // while an order's outcome is unknown, the next 提交订单 must be the same order
  const locked = outcome !== null;

  return (
    <Flex vertical gap="large" className="confirm-order">
      <fieldset className="confirm-order__draft" disabled={locked}>
        <section aria-label={orderCopy.items}>
          <h3 className="confirm-order__heading">{orderCopy.items}</h3>
          <Spin spinning={loading}>
            {itemsQuery.isError && items.length === 0 ? (
              <FailedQuery query={itemsQuery} />
            ) : !loading && items.length === 0 ? (
              <Empty description={orderCopy.noItems} />
            ) : (
              <ul className="checkout-items">
                {items.map((item) => (
                  <CheckoutItemRow
                    key={item.id}
                    item={item}
                    deliverable={deliverable.get(item.goodId)}
                    quantity={renderQuantity(item)}
                    onRemove={() => onRemove(item)}
                  />
                ))}
              </ul>
            )}
          </Spin>
        </section>
        <section aria-label={orderCopy.address}>
          <h3 className="confirm-order__heading">{orderCopy.address}</h3>
          <AddressPicker value={address?.userAddressId ?? null} onChange={setAddress} />
        </section>
        <section aria-label={orderCopy.invoice}>
          <h3 className="confirm-order__heading">{orderCopy.invoice}</h3>
          <InvoiceForm value={invoice} onChange={setInvoice} disabled={creating || locked} />
        </section>
      </fieldset>
      {beyondRange && <Alert type="error" showIcon title={orderCopy.removeUndeliverableFirst} />}
      {deliveryFailure && <FailedQuery query={deliveryFailure} size="inline" />}
      <OrderOutcomeNotice outcome={outcome} />
      <Flex justify="flex-end" align="center" gap="middle" className="confirm-order__footer">
        <span>{orderCopy.itemCount(itemsCount(items))}</span>
        <span>
          {orderCopy.total}
          <AmountDue fen={itemsTotalFen(items)} className="confirm-order__total" />
        </span>
        <Button
          type="primary"
          size="large"
          loading={creating}
          disabled={
            items.length === 0 ||
            addressesLoading ||
            checking ||
            beyondRange ||
            deliveryFailure !== null
          }
          onClick={() => void submit({ address, addressesFailed, invoice, beyondRange })}
        >
          {outcome === 'unknown' ? orderCopy.resubmit : paymentCopy.submitOrder}
        </Button>
      </Flex>
    </Flex>
  );
}

/** What is known of an order whose answer was lost. */
function OrderOutcomeNotice({ outcome }: { outcome: 'confirming' | 'unknown' | null }) {
  if (outcome === 'confirming') {
    return (
      <Alert
        type="info"
        showIcon
        icon={<Spin size="small" />}
        title={orderCopy.confirmingOrder}
        role="status"
      />
    );
  }
  if (outcome === 'unknown') {
    return (
      <Alert
        type="warning"
        showIcon
        title={orderCopy.orderUnknownTitle}
        description={orderCopy.orderUnknown}
      />
    );
  }
  return null;
}
