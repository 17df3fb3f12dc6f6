import { endpoint, SPEC, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  cartOrderBodySchema,
  createdOrderSchema,
  deliveryCheckQuerySchema,
  deliveryChecksSchema,
  payByBalanceBodySchema,
  payPriceSchema,
  singleOrderBodySchema,
} from './checkout-schemas';

/** What a new order may be refused for: its address, its stocks, their quantities, the range. */
const ORDER_ERRORS = ['20303', '20102', '20104', '20105', '20401'] as const;

export const checkoutEndpoints = endpointGroup('checkout', {
  /** Per good, whether it can go to the chosen address. */
  deliveryCheck: endpoint({
    method: 'GET',
    path: 'v1/front/use/good/district',
    query: deliveryCheckQuerySchema,
    answer: deliveryChecksSchema,
    errors: ['20303'],
    from: SPEC,
  }),
  /** The chosen cart rows become one pending order and leave the cart. */
  cartOrder: endpoint({
    method: 'POST',
    path: 'v1/front/corder',
    body: cartOrderBodySchema,
    answer: createdOrderSchema,
    idempotent: true,
    errors: [...ORDER_ERRORS, '20103'],
    from: SPEC,
  }),
  /** One stock bought directly: a pending order. */
  singleOrder: endpoint({
    method: 'POST',
    path: 'v1/front/order',
    body: singleOrderBodySchema,
    answer: createdOrderSchema,
    idempotent: true,
    errors: ORDER_ERRORS,
    from: SPEC,
  }),
  /** What paying the order actually costs. */
  payPrice: endpoint({
    method: 'GET',
    path: 'v1/front/show/order/price/:orderId',
    answer: payPriceSchema,
    errors: ['20402'],
    from: SPEC,
  }),
  /** Pays a pending order from the balance. */
  payByBalance: endpoint({
    method: 'POST',
    path: 'v1/front/balance',
    body: payByBalanceBodySchema,
    answer: noAnswer,
    idempotent: true,
    errors: ['20402', '20403', '30232'],
    from: SPEC_PATH,
  }),
});
