import { fen, int, list, oneOf, paged, text, v, type Schema } from '@/lib/schema';
import { userInfoEntries } from '@/types/user-schema';
import type { MemberInfo, PresetPhoto, SystemLogPage } from './account-types';

export const memberInfoSchema: Schema<MemberInfo> = v.object({
  ...userInfoEntries,
  balance: fen(),
});

/** A photo without an id or a URL cannot be chosen: it is left out. */
export const presetPhotosSchema: Schema<PresetPhoto[]> = list(
  v.object({ photoId: int(), url: v.pipe(v.string(), v.trim(), v.nonEmpty()) }),
);

export const systemLogSchema: Schema<SystemLogPage> = paged(
  v.object({
    logId: int(),
    type: oneOf(['ORDER', 'PAY', 'RECHARGE', 'OTHER'], 'OTHER'),
    content: text(),
    createTime: text(),
  }),
);
