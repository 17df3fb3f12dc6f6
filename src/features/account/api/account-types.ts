import type { UserInfo } from '@/types/user';

/** v1/front/info: the member's profile with the platform balance in fen. */
export interface MemberInfo extends UserInfo {
  balance: number;
}
