import { cooperationStepCopy } from '@/copy';
import { COOPERATION_STEPS } from '@/lib/enums/cooperation-step';
import { canMatchPrice, stepLabel, stepPercent, stepTone } from '../cooperation-step';

describe('the cooperation disposal status (SPEC section 3, -1 to 16)', () => {
  it('labels every value from one table: 未处理, 第 1 步 to 第 16 步, 已中断', () => {
    // SPEC speaks of 17 steps from -1 to 16: counted, those are 18 values, each with a label
    expect(COOPERATION_STEPS.map(String).sort()).toEqual(Object.keys(cooperationStepCopy).sort());
    expect(COOPERATION_STEPS.map(stepLabel)).toEqual([
      '未处理',
      ...Array.from({ length: 16 }, (_, index) => `第 ${index + 1} 步`),
      '已中断',
    ]);
    expect(new Set(COOPERATION_STEPS.map(stepLabel)).size).toBe(COOPERATION_STEPS.length);
  });

  it('shows how far a task is: none at 未处理, all at the last step, no bar when interrupted', () => {
    expect(stepPercent(-1)).toBe(0);
    expect(stepPercent(0)).toBe(6);
    expect(stepPercent(7)).toBe(50);
    expect(stepPercent(15)).toBe(100);
    expect(stepPercent(16)).toBeNull();
  });

  it('reads as neutral, under way, done or failed', () => {
    expect(stepTone(-1)).toBe('neutral');
    expect(stepTone(3)).toBe('progress');
    expect(stepTone(15)).toBe('success');
    expect(stepTone(16)).toBe('error');
  });

  it('offers price matching until the last step, never once interrupted', () => {
    expect(canMatchPrice(-1)).toBe(true);
    expect(canMatchPrice(14)).toBe(true);
    expect(canMatchPrice(15)).toBe(false);
    expect(canMatchPrice(16)).toBe(false);
  });
});
