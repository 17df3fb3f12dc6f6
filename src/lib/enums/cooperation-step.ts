import { cooperationStepCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';
import type { Tone } from './tone';

/**
 * SPEC section 3, collaboration disposal status: 17 steps, -1 unprocessed, 0 to 15 the steps
 * between (SPEC does not name them), 16 interrupted.
 */
export const COOPERATION_STEPS = [
  -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
] as const;
export type CooperationStep = (typeof COOPERATION_STEPS)[number];

/** The first and last of the steps a task goes through, and the interruption. */
export const UNPROCESSED_STEP = -1;
export const LAST_STEP = 15;
export const INTERRUPTED_STEP = 16;

function toneOf(step: CooperationStep): Tone {
  if (step === UNPROCESSED_STEP) return 'neutral';
  if (step === INTERRUPTED_STEP) return 'error';
  return step === LAST_STEP ? 'success' : 'progress';
}

export const cooperationStep = defineEnumeration(
  COOPERATION_STEPS,
  cooperationStepCopy,
  Object.fromEntries(COOPERATION_STEPS.map((step) => [step, toneOf(step)])) as Record<
    CooperationStep,
    Tone
  >,
);
