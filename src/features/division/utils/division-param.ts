import { DIVISION_IDS, type DivisionId } from '../api/division-types';

/** Shown when the URL names no division, or one that does not exist: 医疗事业部. */
export const DEFAULT_DIVISION: DivisionId = 2;

/** The division a ?division= value names, or the default. */
export function readDivision(raw: string | null): DivisionId {
  return DIVISION_IDS.find((id) => String(id) === raw) ?? DEFAULT_DIVISION;
}

/** A positive integer id from the URL, or undefined. */
export function readId(raw: string | null): number | undefined {
  const id = Number(raw);
  return raw !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
