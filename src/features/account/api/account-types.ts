import type { Input, Output } from '@/lib/schema';
import type {
  memberInfoSchema,
  presetPhotoSchema,
  profileInputSchema,
  systemLogEntrySchema,
  systemLogQuerySchema,
  systemLogSchema,
} from './account-schemas';

export type MemberInfo = Output<typeof memberInfoSchema>;
export type ProfileInput = Input<typeof profileInputSchema>;
export type PresetPhoto = Output<typeof presetPhotoSchema>;
export type SystemLogEntry = Output<typeof systemLogEntrySchema>;
export type SystemLogType = SystemLogEntry['type'];
export type SystemLogPage = Output<typeof systemLogSchema>;
export type SystemLogQuery = Input<typeof systemLogQuerySchema>;
