import type { RechargeSettings } from '@/features/checkout/api/checkout-schemas';

/** The platform's recharge settings (MOCK.md: WxRatio 6 and AliRatio 6, i.e. 0.6 %). */
export const RECHARGE_SETTINGS: RechargeSettings = {
  WxRatio: 6,
  AliRatio: 6,
  publicBank: '中国建设银行深圳南山支行',
  publicBankNo: '44250100003600001234',
  publicUserName: '深圳市会员服务平台科技有限公司',
  publicBankNum: '105584000123',
};
