import type { UserInfo } from '@/types/user';

/** v1/front/info: the member's profile with the platform balance in fen. */
export interface MemberInfo extends UserInfo {
  balance: number;
}

export type SystemLogType = 'ORDER' | 'PAY' | 'RECHARGE' | 'OTHER';

/** GET v1/front/system/log: one entry of the member's account log. */
export interface SystemLogEntry {
  logId: number;
  type: SystemLogType;
  content: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

export interface SystemLogPage {
  list: SystemLogEntry[];
  total: number;
}
