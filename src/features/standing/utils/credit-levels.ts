import type { CreditLevel } from '@/lib/enums/standing';

export interface CreditBand {
  level: CreditLevel;
  min: number;
  max: number;
}

/** The score bands of the credit levels (designed), best first: a level from its lowest score. */
export const CREDIT_BANDS: readonly CreditBand[] = [
  { level: 'AAA', min: 90, max: 100 },
  { level: 'AA', min: 80, max: 89 },
  { level: 'A', min: 70, max: 79 },
  { level: 'B', min: 60, max: 69 },
  { level: 'C', min: 0, max: 59 },
];

/** The level a score falls in; a score below every band is C. */
export const creditLevelOf = (score: number): CreditLevel =>
  CREDIT_BANDS.find((band) => score >= band.min)?.level ?? 'C';
