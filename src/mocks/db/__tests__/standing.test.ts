import { claimAward, listAwards } from '../awards';
import { creditRatingOf, listCreditLogs } from '../credit';
import { listBills } from '../finance';
import { guaranteeSummaryOf } from '../guarantees';
import { MockError } from '../mock-error';
import { seed } from '../seed';

const noFilter = { type: null, startTime: null, endTime: null };

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof MockError ? error.code : 'not a MockError';
  }
  return 'no error';
};

describe('mock deposits, rewards and credit', () => {
  it('seeds both members with deposits, every guarantee status among them, with what is held now', () => {
    const db = seed();
    const first = guaranteeSummaryOf(db, 1);
    const second = guaranteeSummaryOf(db, 2);
    expect(first.held).toBe(6_700_000);
    expect(second.held).toBe(500_000);
    const statuses = [...first.list, ...second.list].map((row) => row.status);
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2, 3]));
    const partly = first.list.find((row) => row.status === 2);
    expect(partly).toMatchObject({ amount: 2_000_000, held: 1_700_000 });
    expect(partly?.records.map((record) => record.type)).toEqual(['PAY', 'DEDUCT']);
  });

  it('claims a pending reward once: the balance rises by its amount through a 奖励 statement line', () => {
    const db = seed();
    const user = db.users[0];
    const [pending] = listAwards(db, 1, 'PENDING');
    const claimed = claimAward(db, user, pending.awardId);
    expect(claimed).toMatchObject({ awardId: pending.awardId, state: 'CLAIMED' });
    expect(claimed.claimTime).not.toBe('');
    expect(user.balance).toBe(5_000_000 + pending.amount);
    const [newest] = listBills(db, 1, noFilter);
    expect(newest).toMatchObject({
      type: 'REWARD',
      amount: pending.amount,
      balanceAfter: user.balance,
    });
    expect(newest.remark).toContain(pending.awardName);

    expect(codeOf(() => claimAward(db, user, pending.awardId))).toBe('21002');
    expect(user.balance).toBe(5_000_000 + pending.amount);
  });

  it('refuses an expired reward, and another member’s', () => {
    const db = seed();
    const [expired] = listAwards(db, 1, 'EXPIRED');
    expect(codeOf(() => claimAward(db, db.users[0], expired.awardId))).toBe('21003');
    const [othersPending] = listAwards(db, 2, 'PENDING');
    expect(codeOf(() => claimAward(db, db.users[0], othersPending.awardId))).toBe('21001');
    expect(db.users[0].balance).toBe(5_000_000);
  });

  it('keeps the seeded statement adding up with the claimed rewards in it', () => {
    const db = seed();
    for (const user of db.users) {
      const lines = listBills(db, user.userId, noFilter).reverse();
      let balance = 0;
      for (const line of lines) {
        balance += line.amount;
        expect(line.balanceAfter).toBe(balance);
        expect(balance).toBeGreaterThanOrEqual(0);
      }
      expect(balance).toBe(user.balance);
      const claimed = listAwards(db, user.userId, 'CLAIMED');
      expect(lines.filter((line) => line.type === 'REWARD')).toHaveLength(claimed.length);
    }
  });

  it('rates member 1 AAA and member 2 C, from their newest score', () => {
    const db = seed();
    expect(creditRatingOf(db, 1)).toMatchObject({ score: 93, level: 'AAA' });
    expect(creditRatingOf(db, 2)).toMatchObject({ score: 58, level: 'C' });
    const [newest] = listCreditLogs(db, 1);
    expect(newest.scoreAfter).toBe(93);
    expect(listCreditLogs(db, 1).length).toBeGreaterThan(10);
  });
});
