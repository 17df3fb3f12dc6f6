import { orderStatusCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';
import { narrowEnumeration } from './narrow-enumeration';

/** SPEC section 3, order status, in the order of the status tabs. */
export const ORDER_STATUSES = [
  'WAIT',
  'PAYMENT',
  'CANCEL',
  'SEND',
  'START',
  'SIGN',
  'FINISH',
  'REJECTION',
  'AFTER',
  'RETURN',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatus = defineEnumeration(ORDER_STATUSES, orderStatusCopy, {
  WAIT: 'warning',
  PAYMENT: 'progress',
  CANCEL: 'neutral',
  SEND: 'progress',
  START: 'progress',
  SIGN: 'progress',
  FINISH: 'success',
  REJECTION: 'error',
  AFTER: 'warning',
  RETURN: 'neutral',
});

/** Orders that are over: the history list shows these, and only these can be deleted. */
export const CLOSED_ORDER_STATUSES = ['CANCEL', 'FINISH', 'REJECTION', 'RETURN'] as const;

/** The statuses a customer's paid order can be in, as the member who serves it sees them. */
export const SERVICE_ORDER_STATUSES = [
  'PAYMENT',
  'SEND',
  'START',
  'SIGN',
  'FINISH',
  'AFTER',
  'RETURN',
] as const satisfies readonly OrderStatus[];
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];

export const serviceOrderStatus = narrowEnumeration(orderStatus, SERVICE_ORDER_STATUSES);
