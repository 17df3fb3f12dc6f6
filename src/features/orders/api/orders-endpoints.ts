import { endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import { trackingSchema } from '@/lib/tracking-schema';
import {
  afterConsultBodySchema,
  afterConsultSchema,
  afterConsultsQuerySchema,
  afterConsultsSchema,
  afterSaleBodySchema,
  afterSaleListSchema,
  afterSalesQuerySchema,
  changeOrderAddressBodySchema,
  invoiceApplyBodySchema,
  orderDetailSchema,
  orderIdBodySchema,
  orderIdQuerySchema,
  orderInvoiceSchema,
  orderListQuerySchema,
  orderListSchema,
  reorderSchema,
} from './orders-schemas';

const ORDER_NOT_FOUND = '20402';

export const ordersEndpoints = endpointGroup('orders', {
  list: endpoint({
    method: 'GET',
    path: 'v1/front/order',
    query: orderListQuerySchema,
    answer: orderListSchema,
    from: SPEC_PATH,
  }),
  detail: endpoint({
    method: 'GET',
    path: 'v1/front/order/detail/good',
    query: orderIdQuerySchema,
    answer: orderDetailSchema,
    errors: [ORDER_NOT_FOUND],
    from: SPEC_PATH,
  }),
  /** Only closed orders (CANCEL, FINISH, REJECTION, RETURN) can be deleted. */
  delete: endpoint({
    method: 'DELETE',
    path: 'v1/front/order/:orderId',
    answer: noAnswer,
    errors: [ORDER_NOT_FOUND, '20404'],
    from: SPEC_PATH,
  }),
  /** Cancels a pending (WAIT) order: it becomes CANCEL. */
  cancel: endpoint({
    method: 'POST',
    path: 'v1/front/cancel',
    body: orderIdBodySchema,
    answer: noAnswer,
    errors: [ORDER_NOT_FOUND, '20403'],
    from: SPEC_PATH,
  }),
  /** Puts the order's goods back in the cart; answers how many cart rows were touched. */
  again: endpoint({
    method: 'POST',
    path: 'v1/front/again/order',
    body: orderIdBodySchema,
    answer: reorderSchema,
    errors: [ORDER_NOT_FOUND],
    from: SPEC_PATH,
  }),
  /** Allowed until the order is shipped (WAIT, PAYMENT, SEND). */
  changeAddress: endpoint({
    method: 'POST',
    path: 'v1/front/order/up/address',
    body: changeOrderAddressBodySchema,
    answer: noAnswer,
    errors: [ORDER_NOT_FOUND, '20405', '20303'],
    from: SPEC_PATH,
  }),
  tracking: endpoint({
    method: 'GET',
    path: '/common/kuaidi',
    query: orderIdQuerySchema,
    answer: trackingSchema,
    errors: [ORDER_NOT_FOUND, '20406'],
    from: SPEC_PATH,
  }),
  invoice: endpoint({
    method: 'GET',
    path: 'v1/front/invoice/get',
    query: orderIdQuerySchema,
    answer: orderInvoiceSchema,
    errors: [ORDER_NOT_FOUND],
    from: SPEC_PATH,
  }),
  /** Requests (or, after a refusal, re-requests) the invoice of a paid order. */
  applyInvoice: endpoint({
    method: 'POST',
    path: 'v1/front/invoice/apply',
    body: invoiceApplyBodySchema,
    answer: noAnswer,
    errors: [ORDER_NOT_FOUND, '20407', '20408'],
    from: SPEC_PATH,
  }),
  afterSales: endpoint({
    method: 'GET',
    path: 'v1/front/order/after',
    query: afterSalesQuerySchema,
    answer: afterSaleListSchema,
    from: SPEC_PATH,
  }),
  enterAfterSale: endpoint({
    method: 'POST',
    path: 'v1/front/order/after/enter',
    body: afterSaleBodySchema,
    answer: noAnswer,
    errors: [ORDER_NOT_FOUND, '20409', '20410'],
    from: SPEC_PATH,
  }),
  consults: endpoint({
    method: 'GET',
    path: 'v1/front/order/after/consult',
    query: afterConsultsQuerySchema,
    answer: afterConsultsSchema,
    errors: ['20411'],
    from: SPEC_PATH,
  }),
  addConsult: endpoint({
    method: 'POST',
    path: 'v1/front/order/after/consult',
    body: afterConsultBodySchema,
    answer: afterConsultSchema,
    errors: ['20411', '20412'],
    from: SPEC_PATH,
  }),
});
