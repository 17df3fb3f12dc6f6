import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { logisticsCopy } from '@/copy';
import { canAccept, isOverdue, submittableOutcomes } from '../task-rules';
import { CONTENT_MAX, submissionRules, toTaskSubmission } from '../task-submission-form';

const NOW = new Date(2024, 5, 20, 12, 0, 0);

/** Runs a rule's validator as antd does; resolves to its message or null. */
async function problemOf(rule: RuleObject, value: string | undefined): Promise<string | null> {
  try {
    await rule.validator?.(rule, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('what a task can take next', () => {
  it('is a pick-up once accepted and a delivery once in transit, an exception at either point', () => {
    expect(submittableOutcomes({ status: 'ACCEPTED', pickupTime: null })).toEqual([
      'PICKUP',
      'EXCEPTION',
    ]);
    expect(submittableOutcomes({ status: 'TRANSIT', pickupTime: '2024-06-19 11:00:00' })).toEqual([
      'DELIVER',
      'EXCEPTION',
    ]);
  });

  it('goes on after an exception where the goods were: to be picked up, or to be delivered', () => {
    expect(submittableOutcomes({ status: 'EXCEPTION', pickupTime: null })).toEqual([
      'PICKUP',
      'EXCEPTION',
    ]);
    expect(submittableOutcomes({ status: 'EXCEPTION', pickupTime: '2024-06-19 11:00:00' })).toEqual(
      ['DELIVER', 'EXCEPTION'],
    );
  });

  it('is nothing before it is accepted or once it is over; only a waiting task is accepted', () => {
    for (const status of ['WAIT', 'DELIVERED', 'CANCELLED'] as const) {
      expect(submittableOutcomes({ status, pickupTime: null })).toEqual([]);
    }
    expect(canAccept({ status: 'WAIT' })).toBe(true);
    expect(canAccept({ status: 'ACCEPTED' })).toBe(false);
  });
});

describe('an overdue task', () => {
  it('is one still to be done whose deadline has passed', () => {
    expect(isOverdue({ status: 'TRANSIT', deadline: '2024-06-20 11:59:59' }, NOW)).toBe(true);
    expect(isOverdue({ status: 'WAIT', deadline: '2024-06-20 12:00:01' }, NOW)).toBe(false);
  });

  it('is never a finished task, nor one without a readable deadline', () => {
    expect(isOverdue({ status: 'DELIVERED', deadline: '2024-06-01 18:00:00' }, NOW)).toBe(false);
    expect(isOverdue({ status: 'CANCELLED', deadline: '2024-06-01 18:00:00' }, NOW)).toBe(false);
    expect(isOverdue({ status: 'WAIT', deadline: '' }, NOW)).toBe(false);
  });
});

describe('the result form', () => {
  const [required, length] = submissionRules.content as RuleObject[];

  it('needs text or a photo, in Chinese', async () => {
    expect(await problemOf(required, '<p><br></p>')).toBe(logisticsCopy.contentRequired);
    expect(await problemOf(required, '<p><img src="/uploads/a.png" alt=""></p>')).toBeNull();
    expect(await problemOf(required, '<p>已揽收</p>')).toBeNull();
  });

  it('refuses more text than the server keeps, images aside', async () => {
    expect(await problemOf(length, `<p>${'字'.repeat(CONTENT_MAX)}</p>`)).toBeNull();
    expect(await problemOf(length, `<p>${'字'.repeat(CONTENT_MAX + 1)}</p>`)).toBe(
      logisticsCopy.contentTooLong(CONTENT_MAX),
    );
  });

  it('sends nothing without an outcome', () => {
    expect(toTaskSubmission({ content: '<p>x</p>' })).toBeNull();
    expect(toTaskSubmission({ outcome: 'PICKUP', content: '<p>x</p>' })).toEqual({
      outcome: 'PICKUP',
      content: '<p>x</p>',
    });
  });
});
