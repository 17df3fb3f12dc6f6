import type { Guarantee, GuaranteeSummary } from '@/features/standing/api/standing-schemas';
import type { Database, GuaranteeRow } from './types';

/** What a deposit holds now: what was paid less what was returned or deducted. */
function toGuarantee(db: Database, row: GuaranteeRow): Guarantee {
  const records = db.guaranteeRecords
    .filter((record) => record.guaranteeId === row.guaranteeId)
    .sort((a, b) => a.createTime.localeCompare(b.createTime) || a.recordId - b.recordId)
    .map(({ recordId, type, amount, createTime, reason }) => ({
      recordId,
      type,
      amount,
      createTime,
      reason,
    }));
  const paidOut = records
    .filter((record) => record.type !== 'PAY')
    .reduce((sum, record) => sum + record.amount, 0);
  const { guaranteeId, guaranteeName, amount, payTime, status } = row;
  return {
    guaranteeId,
    guaranteeName,
    amount,
    held: Math.max(0, amount - paidOut),
    payTime,
    status,
    records,
  };
}

/** The member's deposits, newest first, and what they hold now in all. */
export function guaranteeSummaryOf(db: Database, userId: number): GuaranteeSummary {
  const list = db.guarantees
    .filter((row) => row.userId === userId)
    .sort((a, b) => b.payTime.localeCompare(a.payTime) || b.guaranteeId - a.guaranteeId)
    .map((row) => toGuarantee(db, row));
  return { held: list.reduce((sum, guarantee) => sum + guarantee.held, 0), list };
}
