import { systemLogTypeCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** What an entry of the member's account log is about (designed); OTHER for anything else. */
export const SYSTEM_LOG_TYPES = ['ORDER', 'PAY', 'RECHARGE', 'OTHER'] as const;
export type SystemLogType = (typeof SYSTEM_LOG_TYPES)[number];

export const systemLogType = defineEnumeration(
  SYSTEM_LOG_TYPES,
  systemLogTypeCopy,
  neutralTones(SYSTEM_LOG_TYPES),
);
