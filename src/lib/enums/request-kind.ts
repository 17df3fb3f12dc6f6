import { requestKindCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** What a distribution request asks the platform for (designed): a centre, a higher gear, to stop. */
export const REQUEST_KINDS = ['APPLY', 'UPGRADE', 'STOP'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const requestKind = defineEnumeration(
  REQUEST_KINDS,
  requestKindCopy,
  neutralTones(REQUEST_KINDS),
);
