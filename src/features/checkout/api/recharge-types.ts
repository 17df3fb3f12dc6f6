/** 0 WeChat, 1 Alipay, 2 bank transfer. */
export type RechargeMethod = 0 | 1 | 2;

/** GET v1/front/setting/recharge. Ratios are per thousand: 6 is a 0.6 % fee. */
export interface RechargeSettings {
  WxRatio: number;
  AliRatio: number;
  publicBank: string;
  publicBankNo: string;
  publicUserName: string;
  publicBankNum: string;
}

/** 0 recharge only (the order stays pending payment), 1 recharge and pay the order. */
export type BankRechargeType = 0 | 1;

/** POST v1/front/bank/recharge/add (SPEC section 3, bank recharge request). */
export interface BankRechargeBody {
  bank: string;
  userName: string;
  /** Digits only. */
  bankNo: string;
  /** fen */
  rechargePrice: number;
  /** YYYY-MM-DD HH:mm:ss */
  rechargeTime: string;
  /** Set by the platform on audit; empty when submitted. */
  passTime: string;
  rechargeCertificate: string;
  type: BankRechargeType;
  orderId: number | null;
  break: string;
}
