import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/enums/order-status';
import type { OrderSummary } from '../../api/orders-schemas';
import { canApplyInvoice, orderActions } from '../order-rules';

const order = (status: OrderStatus, invoiceAudit: OrderSummary['invoiceAudit'] = null) =>
  ({
    orderId: 1,
    payCode: 'PC202406010001',
    status,
    price: 1000,
    createTime: '2024-06-01 10:00:00',
    payTime: null,
    goods: [],
    address: { userAddressId: 1, userName: '林晓雨', phone: '13800000001', fullAddress: '' },
    isInvoice: 0,
    invoiceAudit,
    reserved: false,
  }) satisfies OrderSummary;

describe('orderActions', () => {
  it('offers the buttons each status allows, in display order', () => {
    const expected: Record<OrderStatus, string[]> = {
      WAIT: ['detail', 'changeAddress', 'reorder', 'cancel', 'pay'],
      PAYMENT: ['detail', 'invoice', 'changeAddress', 'reorder'],
      CANCEL: ['detail', 'reorder', 'remove'],
      SEND: ['detail', 'invoice', 'changeAddress', 'reorder'],
      START: ['detail', 'tracking', 'invoice', 'reorder'],
      SIGN: ['detail', 'tracking', 'invoice', 'afterSale', 'reorder'],
      FINISH: ['detail', 'tracking', 'invoice', 'afterSale', 'reorder', 'remove'],
      REJECTION: ['detail', 'tracking', 'invoice', 'reorder', 'remove'],
      AFTER: ['detail', 'tracking', 'invoice', 'reorder'],
      RETURN: ['detail', 'tracking', 'invoice', 'reorder', 'remove'],
    };
    for (const status of ORDER_STATUSES) {
      expect(orderActions(order(status)), status).toEqual(expected[status]);
    }
  });

  it('shows the invoice of an unpaid order that was ordered with one, without a new request', () => {
    expect(orderActions(order('WAIT', 0))).toContain('invoice');
    expect(canApplyInvoice(order('WAIT', 2))).toBe(false);
  });
});

describe('canApplyInvoice', () => {
  it('allows a first request or one after a refusal, on a paid order only', () => {
    expect(canApplyInvoice(order('PAYMENT'))).toBe(true);
    expect(canApplyInvoice(order('FINISH', 2))).toBe(true);
    expect(canApplyInvoice(order('FINISH', 0))).toBe(false);
    expect(canApplyInvoice(order('FINISH', 1))).toBe(false);
    expect(canApplyInvoice(order('CANCEL'))).toBe(false);
  });
});
