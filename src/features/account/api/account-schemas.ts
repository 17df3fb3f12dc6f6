import * as v from 'valibot';
import * as s from '@/lib/schema';
import { SEXES } from '@/lib/enums/sex';
import { SYSTEM_LOG_TYPES } from '@/lib/enums/system-log-type';
import { userInfoEntries } from '@/lib/user-schema';

/** The member's profile with the platform balance in fen. */
export const memberInfoSchema = v.object({
  ...userInfoEntries,
  balance: s.fen(),
});
export type MemberInfo = s.Output<typeof memberInfoSchema>;

/** The personal information a member edits. */
export const profileInputSchema = v.object({
  userName: v.string(),
  /** 1 male, 0 female. */
  sex: v.picklist(SEXES),
  /** YYYY-MM-DD, or '' when the member gives none. */
  birthday: v.string(),
  email: v.string(),
  personalPhoto: v.string(),
});
export type ProfileInput = s.Input<typeof profileInputSchema>;

/** One photo a member may choose; one without an id or a URL cannot be chosen: it is left out. */
export const presetPhotoSchema = v.object({
  photoId: s.int(),
  // trimmed by a transform: the contract's conversion has no trim action
  url: v.pipe(
    v.string(),
    v.transform((url) => url.trim()),
    v.nonEmpty(),
  ),
});
export type PresetPhoto = s.Output<typeof presetPhotoSchema>;

export const presetPhotosSchema = s.list(presetPhotoSchema);

/** A preset photo's URL or an uploaded image's. */
export const photoBodySchema = v.object({ personalPhoto: v.string() });

/** One entry of the member's account log. */
export const systemLogEntrySchema = v.object({
  logId: s.int(),
  type: s.oneOf(SYSTEM_LOG_TYPES, 'OTHER'),
  content: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
});
export type SystemLogEntry = s.Output<typeof systemLogEntrySchema>;

export const systemLogSchema = s.paged(systemLogEntrySchema);

export const systemLogQuerySchema = v.object({ ...s.pageQuery });
export type SystemLogQuery = s.Input<typeof systemLogQuerySchema>;
