import { fen, int, oneOf, paged, text, v, type Schema } from '@/lib/schema';
import { userInfoEntries } from '@/types/user-schema';
import type { MemberInfo, SystemLogPage } from './account-types';

export const memberInfoSchema: Schema<MemberInfo> = v.object({
  ...userInfoEntries,
  balance: fen(),
});

export const systemLogSchema: Schema<SystemLogPage> = paged(
  v.object({
    logId: int(),
    type: oneOf(['ORDER', 'PAY', 'RECHARGE', 'OTHER'], 'OTHER'),
    content: text(),
    createTime: text(),
  }),
);
