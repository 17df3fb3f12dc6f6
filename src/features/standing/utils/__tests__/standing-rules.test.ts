import { depositCopy, guaranteeStatusCopy } from '@/copy';
import { AWARD_STATES } from '@/lib/enums/designed';
import { GUARANTEE_STATUSES } from '@/lib/enums/guarantee-status';
import { canClaim } from '../award-rules';
import { CREDIT_BANDS, creditLevelOf } from '../credit-levels';
import { guaranteeStatusLabel, guaranteeStatusTone } from '../guarantee-status';

describe('guarantee status labels (SPEC section 3)', () => {
  it('names each status in Chinese: 0 held, 1 all returned, 2 partly deducted, 3 all deducted', () => {
    expect(GUARANTEE_STATUSES.map(guaranteeStatusLabel)).toEqual([
      '冻结中',
      '已全部退还',
      '部分违约扣除',
      '已全部扣除',
    ]);
    expect(Object.keys(guaranteeStatusCopy)).toEqual(['0', '1', '2', '3']);
  });

  it('says 未知状态 for a status the app does not know, never a guessed one', () => {
    expect(guaranteeStatusLabel(null)).toBe(depositCopy.unknownStatus);
    expect(guaranteeStatusTone(null)).toBe('neutral');
  });

  it('tells held, returned and deducted deposits apart by colour', () => {
    expect(new Set(GUARANTEE_STATUSES.map(guaranteeStatusTone)).size).toBe(4);
  });
});

describe('reward claim rules', () => {
  it('lets only a reward waiting to be claimed be claimed', () => {
    expect(AWARD_STATES.filter((state) => canClaim({ state }))).toEqual(['PENDING']);
  });
});

describe('credit levels', () => {
  it('reads the level from the score band, both ends of every band included', () => {
    expect([100, 90, 89, 80, 79, 70, 69, 60, 59, 0].map(creditLevelOf)).toEqual([
      'AAA',
      'AAA',
      'AA',
      'AA',
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
    ]);
    expect(creditLevelOf(-5)).toBe('C');
  });

  it('has bands that cover 0 to 100 without gaps or overlaps', () => {
    const sorted = [...CREDIT_BANDS].sort((a, b) => a.min - b.min);
    expect(sorted[0].min).toBe(0);
    expect(sorted.at(-1)?.max).toBe(100);
    sorted.slice(1).forEach((band, index) => expect(band.min).toBe(sorted[index].max + 1));
  });
});
