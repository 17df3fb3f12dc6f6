import { failureRoute, queueFailure, type FailureRequest, type FailureTarget } from './db/failures';
import { appendLongStatement } from './db/capital';
import { completeOnlinePayment, newestSessionUser } from './db/online-recharges';
import { auditPendingRecharges } from './db/recharges';
import { auditPendingWithdrawals } from './db/finance';
import { auditDistribution, type DistributionDecision } from './db/distribution';
import { auditSupply } from './db/supply-certification';
import { auditContracts, type ContractDecision } from './db/contracts';
import { jsonCopy } from './db/json-copy';
import { answerConsultations } from './db/medical';
import { resetDatabase, withDatabase } from './db/live-database';
import type { Database, FailureAnswer, OnlinePayMethod, OnlineRechargeRow } from './db/types';

export type { FailureAnswer, FailureTarget };

type EndpointFailure = [target: FailureTarget, answer: FailureAnswer, times?: number];
type PathFailure = [method: string, path: string, answer: FailureAnswer, times?: number];

const namesMethodAndPath = (args: EndpointFailure | PathFailure): args is PathFailure =>
  typeof args[0] === 'string';

/** The failure either form of failNext queues. */
function failureOf(args: EndpointFailure | PathFailure): FailureRequest {
  if (namesMethodAndPath(args)) {
    const [method, path, answer, times = 1] = args;
    return { method, path, answer, times };
  }
  const [target, answer, times = 1] = args;
  return { ...failureRoute(target), answer, times };
}

/** The test seam of MOCK.md (window.__mockApi in the browser, mockApi in vitest). */
export interface MockApi {
  /** Back to the seeded state, sessions included, queued failures dropped. */
  reset(): void;
  /**
   * The next `times` calls of the endpoint answer with `answer` (see MOCK.md): any call of it,
   * or with `{ endpoint, params }` only the calls of the path those parameters make.
   */
  failNext(target: FailureTarget, answer: FailureAnswer, times?: number): void;
  /** The same by method and path, concrete or with `:name` segments that match any value. */
  failNext(method: string, path: string, answer: FailureAnswer, times?: number): void;
  /** A plain JSON copy of the whole database. */
  snapshot(): Database;
  /** Audits every pending bank recharge as the platform would; PASS pays reserved orders. */
  auditRecharges(decision?: 'PASS' | 'REFUSE'): void;
  /** Audits every withdrawal request under audit: PASS pays it out, REFUSE returns the amount. */
  auditWithdrawals(decision?: 'PASS' | 'REFUSE'): void;
  /**
   * Decides every distribution request not yet decided (application, upgrade, stop) as the
   * platform would; a rejection carries the reason. Answers how many were decided.
   */
  auditDistribution(decision?: DistributionDecision, reason?: string): number;
  /**
   * Audits every supplier, manufacturer and variety certification and supplied good under
   * audit; a refusal carries the reason. Answers how many were audited.
   */
  auditCertifications(decision: 'PASS' | 'REFUSE', reason?: string): number;
  /**
   * Decides every contract request under review (extension or new contract) as the platform
   * would; a refusal carries the reason. Answers how many were decided.
   */
  auditContracts(decision?: ContractDecision, reason?: string): number;
  /**
   * As the provider's callback would: the newest unpaid WeChat ('wx') or Alipay ('zfb')
   * top-up of the logged-in member is paid and the balance credited; returns that top-up.
   */
  completeOnlinePayment(method: OnlinePayMethod): OnlineRechargeRow;
  /**
   * `count` more statement lines (money in and out in turn, up to now) for the logged-in
   * member, or the first seeded one when nobody is: for measuring long statements.
   */
  seedStatement(count: number): void;
  /**
   * The doctors answer: every paid consultation is taken up with `reply` (咨询中), every one
   * under way is closed (已完成). Answers how many moved on.
   */
  answerConsultations(reply?: string): number;
}

export function createMockApi(): MockApi {
  return {
    reset: resetDatabase,
    failNext: (...args: EndpointFailure | PathFailure) =>
      withDatabase((db) => queueFailure(db, failureOf(args))),
    snapshot: () => withDatabase(jsonCopy),
    auditRecharges: (decision = 'PASS') =>
      withDatabase((db) => {
        auditPendingRecharges(db, decision);
      }),
    auditWithdrawals: (decision = 'PASS') =>
      withDatabase((db) => {
        auditPendingWithdrawals(db, decision);
      }),
    auditCertifications: (decision, reason) =>
      withDatabase((db) => auditSupply(db, decision, reason)),
    auditContracts: (decision = 'PASS', reason = '') =>
      withDatabase((db) => auditContracts(db, decision, reason, new Date())),
    auditDistribution: (decision = 'PASS', reason) =>
      withDatabase((db) => auditDistribution(db, decision, reason)),
    completeOnlinePayment: (method) => withDatabase((db) => completeOnlinePayment(db, method)),
    seedStatement: (count) =>
      withDatabase((db) => appendLongStatement(db, newestSessionUser(db) ?? db.users[0], count)),
    answerConsultations: (reply) => withDatabase((db) => answerConsultations(db, reply)),
  };
}
