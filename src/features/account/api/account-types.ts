import type { Sex, UserInfo } from '@/types/user';

/** v1/front/info: the member's profile with the platform balance in fen. */
export interface MemberInfo extends UserInfo {
  balance: number;
}

/** POST v1/front/info: the personal information a member edits. */
export interface ProfileInput {
  userName: string;
  sex: Sex;
  /** YYYY-MM-DD, or '' when the member gives none. */
  birthday: string;
  email: string;
  personalPhoto: string;
}

/** GET v1/front/user/photo/list: one photo a member may choose. */
export interface PresetPhoto {
  photoId: number;
  url: string;
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
