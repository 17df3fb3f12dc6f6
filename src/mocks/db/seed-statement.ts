import type { BillRow } from './types';

/**
 * A seeded statement with more lines (money that reached the balance before the seed's
 * moment): each member's opening line gives up what the added lines bring, so the balance the
 * statement ends at stays what it was and every balanceAfter is recomputed; ids are
 * renumbered oldest first.
 */
export function addStatementLines(
  statement: readonly BillRow[],
  added: readonly Omit<BillRow, 'billId' | 'balanceAfter'>[],
): BillRow[] {
  const userIds = [...new Set(statement.map((line) => line.userId))];
  const lines = userIds.flatMap((userId) => {
    const own = statement.filter((line) => line.userId === userId);
    const extra = added
      .filter((line) => line.userId === userId)
      .map((line) => ({ ...line, billId: Number.MAX_SAFE_INTEGER, balanceAfter: 0 }));
    const sorted = [...own, ...extra].sort(
      (a, b) => a.createTime.localeCompare(b.createTime) || a.billId - b.billId,
    );
    const extraSum = extra.reduce((sum, line) => sum + line.amount, 0);
    let balance = 0;
    return sorted.map((line, index) => {
      const amount = index === 0 ? line.amount - extraSum : line.amount;
      balance += amount;
      return { ...line, amount, balanceAfter: balance };
    });
  });
  return lines.map((line, index) => ({ ...line, billId: index + 1 }));
}
