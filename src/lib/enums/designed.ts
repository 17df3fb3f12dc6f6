import {
  awardStateCopy,
  contractStatusCopy,
  enquiryStatusCopy,
  invitationStatusCopy,
} from '@/copy';
import { defineEnumeration } from './define-enumeration';

/** Designed statuses (docs/api.md), not in SPEC section 3. */
export const CONTRACT_STATUSES = [
  'ACTIVE',
  'EXPIRING',
  'EXPIRED',
  'EXTENSION_AUDIT',
  'NEW_AUDIT',
  'REFUSED',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const contractStatus = defineEnumeration(CONTRACT_STATUSES, contractStatusCopy, {
  ACTIVE: 'success',
  EXPIRING: 'warning',
  EXPIRED: 'neutral',
  EXTENSION_AUDIT: 'progress',
  NEW_AUDIT: 'progress',
  REFUSED: 'error',
});

export const ENQUIRY_STATUSES = ['WAIT', 'REPLIED', 'CLOSED'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const enquiryStatus = defineEnumeration(ENQUIRY_STATUSES, enquiryStatusCopy, {
  WAIT: 'warning',
  REPLIED: 'success',
  CLOSED: 'neutral',
});

export const AWARD_STATES = ['PENDING', 'CLAIMED', 'EXPIRED'] as const;
export type AwardState = (typeof AWARD_STATES)[number];

export const awardState = defineEnumeration(AWARD_STATES, awardStateCopy, {
  PENDING: 'progress',
  CLAIMED: 'success',
  EXPIRED: 'neutral',
});

export const INVITATION_STATUSES = ['PENDING', 'JOINED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitationStatus = defineEnumeration(INVITATION_STATUSES, invitationStatusCopy, {
  PENDING: 'progress',
  JOINED: 'success',
  EXPIRED: 'neutral',
});
