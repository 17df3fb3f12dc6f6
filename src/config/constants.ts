export const DEFAULT_PAGE_SIZE = 10;
export const ADDRESS_LIST_PAGE_SIZE = 9999;
export const LOGIN_BANNER_MS = 3000;
export const DEBOUNCE_MS = 2000;
export const SMS_RESEND_SECONDS = 60;
export const TICKER_MAX_ITEMS = 6;
/** A script chunk that has not arrived in this time is treated as failed (SPEC 9: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const QR_CODE_SIZE = 200;
/** How often an open recharge dialog asks whether a WeChat or Alipay top-up has arrived. */
export const TOP_UP_POLL_MS = 3000;
export const ENTRANCE_OPTIONS = ['东门', '西门', '南门', '北门', '中门'] as const;
/** Age bands for the form of address: under 35, 35 to 50, over 50. */
export const AGE_BANDS = { youngUnder: 35, middleUpTo: 50 } as const;
export const SESSION_STORAGE_KEY = 'member-session';
/** The highest member level; user/up/level raises one level at a time up to it. */
export const MEMBER_MAX_LEVEL = 5;
/** A mainland mobile number. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
