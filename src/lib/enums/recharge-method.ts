import { rechargeMethodCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** How a member tops up: 0 WeChat, 1 Alipay, 2 bank transfer. */
export const RECHARGE_METHODS = [0, 1, 2] as const;
export type RechargeMethod = (typeof RECHARGE_METHODS)[number];

export const rechargeMethod = defineEnumeration(
  RECHARGE_METHODS,
  rechargeMethodCopy,
  neutralTones(RECHARGE_METHODS),
);
