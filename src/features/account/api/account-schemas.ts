import { fen, v, type Schema } from '@/lib/schema';
import { userInfoEntries } from '@/types/user-schema';
import type { MemberInfo } from './account-types';

export const memberInfoSchema: Schema<MemberInfo> = v.object({
  ...userInfoEntries,
  balance: fen(),
});
