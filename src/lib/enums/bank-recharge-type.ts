import { paymentCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** What a bank transfer is for: 0 to top up only (an order stays pending), 1 to pay the order. */
export const BANK_RECHARGE_TYPES = [0, 1] as const;
export type BankRechargeType = (typeof BANK_RECHARGE_TYPES)[number];

export const bankRechargeType = defineEnumeration(
  BANK_RECHARGE_TYPES,
  { 0: paymentCopy.rechargeOnly, 1: paymentCopy.rechargeAndPay },
  neutralTones(BANK_RECHARGE_TYPES),
);
