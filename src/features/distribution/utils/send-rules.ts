/** The express companies a parcel can be sent with. */
export const EXPRESS_COMPANIES = [
  '顺丰速运',
  '京东物流',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  '极兔速递',
  '邮政EMS',
] as const;

/** 8 to 30 letters or digits, as the companies' tracking numbers run. */
const TRACKING_NO = /^[A-Za-z0-9]{8,30}$/;

export const isTrackingNo = (value: string): boolean => TRACKING_NO.test(value.trim());

export const isExpressCompany = (value: string): boolean =>
  (EXPRESS_COMPANIES as readonly string[]).includes(value);
