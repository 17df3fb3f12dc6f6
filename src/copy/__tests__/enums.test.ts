import { describe, expect, it } from 'vitest';
import { expectOneLabelPerValue } from '@tests/expect-labels';
import {
  applyStatusCopy,
  auditStatusCopy,
  batchStatusCopy,
  batchTypeCopy,
  cooperationStepCopy,
  distributionGearCopy,
  distributionStatusCopy,
  guaranteeStatusCopy,
  interruptStatusCopy,
} from '@/copy';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

/** Every value SPEC section 3 lists has exactly one label, and no two values read alike. */
describe.each([
  ['audit status', auditStatusCopy, ['UNDEFINED', 'PASS', 'REFUSE', 'AUDIT', 'RECALL']],
  ['batch status', batchStatusCopy, range(0, 3)],
  ['batch type', batchTypeCopy, range(0, 2)],
  ['guarantee status', guaranteeStatusCopy, range(0, 3)],
  ['apply status', applyStatusCopy, range(0, 2)],
  ['interrupt status', interruptStatusCopy, range(0, 4)],
  ['distribution status', distributionStatusCopy, range(0, 4)],
  ['distribution centre gear', distributionGearCopy, range(1, 6)],
  ['cooperation disposal status', cooperationStepCopy, range(-1, 16)],
])('%s labels', (_, labels: Record<string, string>, values: string[]) => {
  it('has one distinct Chinese label per value', () => {
    expectOneLabelPerValue(labels, values);
  });
});

describe('fixed wording', () => {
  it('uses COPY.md for audit status and gear, and names the ends of the disposal steps', () => {
    expect(auditStatusCopy.AUDIT).toBe('审核中');
    expect(auditStatusCopy.REFUSE).toBe('已拒绝');
    expect(distributionGearCopy[6]).toBe('全国');
    expect(distributionGearCopy[1]).toBe('社区/村级');
    expect(cooperationStepCopy[-1]).toBe('未处理');
    expect(cooperationStepCopy[16]).toBe('已中断');
    expect(distributionStatusCopy[0]).toBe('待审核');
    expect(interruptStatusCopy[2]).toBe('补贴中');
  });
});
