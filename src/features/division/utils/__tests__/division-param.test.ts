import { describe, expect, it } from 'vitest';
import { DEFAULT_DIVISION, readDivision } from '../division-param';

describe('division param', () => {
  it.each(['2', '3', '4', '5', '7'])('reads division %s', (raw) => {
    expect(readDivision(raw)).toBe(Number(raw));
  });

  it.each([null, '', '1', '6', '2.0', ' 2', 'abc'])('falls back to 医疗事业部 for %j', (raw) => {
    expect(readDivision(raw)).toBe(DEFAULT_DIVISION);
  });
});
