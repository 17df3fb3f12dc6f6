import { describe, expect, it } from 'vitest';
import { exceedsRechargeLimit } from '../recharge-limits';

describe('exceedsRechargeLimit', () => {
  it('allows up to ¥1,000,000.00 and refuses a fen more', () => {
    expect(exceedsRechargeLimit('1000000')).toBe(false);
    expect(exceedsRechargeLimit('1000000.00')).toBe(false);
    expect(exceedsRechargeLimit('1000000.01')).toBe(true);
  });

  it('refuses an amount too long to count in fen instead of letting it pass unremarked', () => {
    expect(exceedsRechargeLimit('1000000000000000000000')).toBe(true);
    expect(exceedsRechargeLimit('99999999999999999.5')).toBe(true);
  });

  it('leaves empty or unreadable input to the other checks', () => {
    expect(exceedsRechargeLimit('')).toBe(false);
    expect(exceedsRechargeLimit('abc')).toBe(false);
    expect(exceedsRechargeLimit('-5')).toBe(false);
  });
});
