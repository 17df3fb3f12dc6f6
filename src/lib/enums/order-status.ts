import { orderStatusCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';

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
