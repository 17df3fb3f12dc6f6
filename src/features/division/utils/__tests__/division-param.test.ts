import { describe, expect, it } from 'vitest';
import { DEFAULT_DIVISION, readDivision, readId } from '../division-param';

describe('division param', () => {
  it.each(['2', '3', '4', '5', '7'])('reads division %s', (raw) => {
    expect(readDivision(raw)).toBe(Number(raw));
  });

  it.each([null, '', '1', '6', '2.0', ' 2', 'abc'])('falls back to 医疗事业部 for %j', (raw) => {
    expect(readDivision(raw)).toBe(DEFAULT_DIVISION);
  });

  it('reads positive integer ids only', () => {
    expect(readId('12')).toBe(12);
    for (const raw of [null, '', '0', '-1', '1.5', 'x']) expect(readId(raw)).toBeUndefined();
  });
});
