import type { Input, Output } from '@/lib/schema';
import type { bankRechargeBodySchema, rechargeSettingsSchema } from './checkout-schemas';

/** 0 WeChat, 1 Alipay, 2 bank transfer. */
export type RechargeMethod = 0 | 1 | 2;

export type RechargeSettings = Output<typeof rechargeSettingsSchema>;

export type BankRechargeBody = Input<typeof bankRechargeBodySchema>;

/** 0 recharge only (the order stays pending payment), 1 recharge and pay the order. */
export type BankRechargeType = BankRechargeBody['type'];
