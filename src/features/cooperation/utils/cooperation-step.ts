import {
  cooperationStep,
  INTERRUPTED_STEP,
  LAST_STEP,
  type CooperationStep,
} from '@/lib/enums/cooperation-step';
import type { Tone } from '@/lib/enums/tone';

/** The steps a task goes through, from the first (0) to the last (15). */
export const STEP_COUNT = LAST_STEP + 1;

export const stepLabel = (step: CooperationStep): string => cooperationStep.label(step);

/** How far along a task is: 0 % unprocessed, 100 % at the last step; null when interrupted. */
export function stepPercent(step: CooperationStep): number | null {
  if (step === INTERRUPTED_STEP) return null;
  return Math.round(((step + 1) / STEP_COUNT) * 100);
}

export const stepTone = (step: CooperationStep): Tone => cooperationStep.tone(step);

/** Prices can be matched until the task reaches its last step, and never once interrupted. */
export const canMatchPrice = (step: CooperationStep): boolean => step < LAST_STEP;
