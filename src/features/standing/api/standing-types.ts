import type { PageQuery } from '@/lib/api-types';
import type { AwardState } from '@/lib/enums/designed';
import type { GuaranteeStatus } from '@/lib/enums/guarantee-status';

export { GUARANTEE_STATUSES, type GuaranteeStatus } from '@/lib/enums/guarantee-status';

/** What happened to a deposit (designed): paid in, returned, or deducted for a breach. */
export const GUARANTEE_RECORD_TYPES = ['PAY', 'RETURN', 'DEDUCT'] as const;
export type GuaranteeRecordType = (typeof GUARANTEE_RECORD_TYPES)[number];

/** One line of a deposit's history. */
export interface GuaranteeRecord {
  recordId: number;
  type: GuaranteeRecordType;
  /** fen, > 0 */
  amount: number;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  /** Why it was returned or deducted ('' when none). */
  reason: string;
}

/** One deposit of GET v1/front/guarantee (designed shape). */
export interface Guarantee {
  guaranteeId: number;
  /** The business it secures, e.g. 分销中心保证金. */
  guaranteeName: string;
  /** fen, what was paid. */
  amount: number;
  /** fen, what the platform holds of it now. */
  held: number;
  /** YYYY-MM-DD HH:mm:ss */
  payTime: string;
  /** null when the server sent a status the app does not know. */
  status: GuaranteeStatus | null;
  /** Oldest first. */
  records: GuaranteeRecord[];
}

export interface GuaranteeSummary {
  /** fen, the deposits held now, all together. */
  held: number;
  list: Guarantee[];
}

/** The states of a reward (designed). */
export { AWARD_STATES, type AwardState } from '@/lib/enums/designed';

/** One reward of GET v1/front/award (designed shape). */
export interface Award {
  awardId: number;
  awardName: string;
  reason: string;
  /** fen, > 0 */
  amount: number;
  /** YYYY-MM-DD HH:mm:ss, when it was granted. */
  createTime: string;
  /** YYYY-MM-DD HH:mm:ss, when it was claimed ('' unless claimed). */
  claimTime: string;
  state: AwardState;
}

export interface AwardPage {
  list: Award[];
  total: number;
}

export interface AwardQuery extends PageQuery {
  state?: AwardState;
}

/** The credit levels (designed), best first. */
export const CREDIT_LEVELS = ['AAA', 'AA', 'A', 'B', 'C'] as const;
export type CreditLevel = (typeof CREDIT_LEVELS)[number];

/** GET v1/front/credit (designed). */
export interface CreditRating {
  /** 0 to 100 */
  score: number;
  level: CreditLevel;
  /** YYYY-MM-DD HH:mm:ss ('' when unknown). */
  updateTime: string;
}

/** One line of GET v1/front/credit/log (designed). */
export interface CreditLog {
  logId: number;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  /** Signed points. */
  change: number;
  reason: string;
  scoreAfter: number;
}

export interface CreditLogPage {
  list: CreditLog[];
  total: number;
}
