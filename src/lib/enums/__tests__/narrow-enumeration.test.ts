import { describe, expect, it } from 'vitest';
import type { Enumeration } from '../define-enumeration';
import { TASK_OUTCOMES, taskOutcome, taskRecordType } from '../logistics-task';
import { orderStatus, SERVICE_ORDER_STATUSES, serviceOrderStatus } from '../order-status';

type Narrowing = [string, Enumeration<string>, Enumeration<string>, readonly string[]];

describe('a table of some of another enumeration’s values', () => {
  it.each<Narrowing>([
    ['service order statuses', serviceOrderStatus, orderStatus, SERVICE_ORDER_STATUSES],
    ['task outcomes', taskOutcome, taskRecordType, TASK_OUTCOMES],
  ])('labels and tones %s as the table they come from', (_, narrow, wide, values) => {
    expect(narrow.values).toEqual(values);
    for (const value of values) {
      expect(narrow.label(value)).toBe(wide.label(value));
      expect(narrow.tone(value)).toBe(wide.tone(value));
    }
  });

  it('reads a value of the wider table outside it as none', () => {
    expect(serviceOrderStatus.read('WAIT')).toBeUndefined();
    expect(serviceOrderStatus.read('SIGN')).toBe('SIGN');
    expect(taskOutcome.read('ACCEPT')).toBeUndefined();
    expect(taskOutcome.options.map(({ value }) => value)).toEqual([
      'PICKUP',
      'DELIVER',
      'EXCEPTION',
    ]);
  });
});
