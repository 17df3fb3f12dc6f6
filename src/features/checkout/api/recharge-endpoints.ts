import { endpoint, SPEC, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  bankRechargeBodySchema,
  onlineRechargeQuerySchema,
  orderShortfallSchema,
  payUrlSchema,
  rechargeSettingsSchema,
} from './checkout-schemas';

export const rechargeEndpoints = endpointGroup('recharge', {
  settings: endpoint({
    method: 'GET',
    path: 'v1/front/setting/recharge',
    answer: rechargeSettingsSchema,
    from: SPEC,
  }),
  /** How much the member must top up to pay the order, in fen. */
  orderShortfall: endpoint({
    method: 'GET',
    path: 'v1/front/difference/order/recharge/:orderId',
    answer: orderShortfallSchema,
    errors: ['20601', '20602'],
    from: SPEC_PATH,
  }),
  /** The WeChat payment URL to show as a QR code. */
  wechatQr: endpoint({
    method: 'POST',
    path: '/v1/front/order/wx',
    query: onlineRechargeQuerySchema,
    answer: payUrlSchema,
    errors: ['20603', '20606'],
    from: SPEC,
  }),
  /** The Alipay cashier URL. */
  alipay: endpoint({
    method: 'POST',
    path: '/v1/front/order/zfb',
    query: onlineRechargeQuerySchema,
    answer: payUrlSchema,
    errors: ['20603', '20606'],
    from: SPEC,
  }),
  /** A bank transfer recorded for audit; the balance changes only when it passes. */
  bankRecharge: endpoint({
    method: 'POST',
    path: 'v1/front/bank/recharge/add',
    body: bankRechargeBodySchema,
    answer: noAnswer,
    errors: ['20601', '20602', '20603', '20606'],
    from: SPEC,
  }),
});
