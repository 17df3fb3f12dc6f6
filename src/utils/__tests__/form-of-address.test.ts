import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formOfAddress } from '../form-of-address';

/** A local date, as `today` is read in the local calendar. */
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

describe('formOfAddress', () => {
  // Born 1990-06-15: turns 35 on 2025-06-15, 51 on 2041-06-15.
  const birthday = '1990-06-15';

  it.each([
    ['the day before turning 35', on(2025, 6, 14), '美女', '帅哥'],
    ['the 35th birthday', on(2025, 6, 15), '女士', '先生'],
    ['the day after turning 35', on(2025, 6, 16), '女士', '先生'],
    ['at 50, the day before turning 51', on(2041, 6, 14), '女士', '先生'],
    ['the 51st birthday', on(2041, 6, 15), '阿姨', '叔叔'],
    ['the 50th birthday', on(2040, 6, 15), '女士', '先生'],
    ['a month before turning 35', on(2025, 5, 15), '美女', '帅哥'],
    ['a month after turning 51', on(2041, 7, 15), '阿姨', '叔叔'],
  ])('on %s', (_label, today, female, male) => {
    expect(formOfAddress(0, birthday, today)).toBe(female);
    expect(formOfAddress(1, birthday, today)).toBe(male);
  });

  it('matches the seeded accounts', () => {
    expect(formOfAddress(0, '1996-03-08', on(2026, 1, 1))).toBe('美女');
    expect(formOfAddress(1, '1970-10-01', on(2026, 1, 1))).toBe('叔叔');
  });

  it('accepts a trailing time', () => {
    expect(formOfAddress(1, '1970-10-01 00:00:00', on(2026, 1, 1))).toBe('叔叔');
  });

  it('counts a 29 February birthday as reached on 1 March in common years', () => {
    expect(formOfAddress(0, '1992-02-29', on(2027, 2, 28))).toBe('美女');
    expect(formOfAddress(0, '1992-02-29', on(2027, 3, 1))).toBe('女士');
  });

  it.each(['', 'abc', '1990/06/15', '1990-13-01', '1990-02-30', '1990-6-15', '2090-01-01'])(
    'gives the middle form for the unusable birthday %j',
    (value) => {
      expect(formOfAddress(0, value, on(2026, 1, 1))).toBe('女士');
      expect(formOfAddress(1, value, on(2026, 1, 1))).toBe('先生');
    },
  );

  it('uses the current date by default', () => {
    const year = new Date().getFullYear();
    expect(formOfAddress(1, `${year - 20}-01-01`)).toBe('帅哥');
    expect(formOfAddress(1, `${year - 70}-01-01`)).toBe('叔叔');
  });

  it('picks the band from the age in full years, for any birthday and day', () => {
    const dates = fc.date({
      min: new Date(1930, 0, 1),
      max: new Date(2060, 11, 31),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, dates, fc.constantFrom(0 as const, 1 as const), (born, today, sex) => {
        const iso = [
          born.getFullYear(),
          String(born.getMonth() + 1).padStart(2, '0'),
          String(born.getDate()).padStart(2, '0'),
        ].join('-');
        let age = today.getFullYear() - born.getFullYear();
        const before =
          today.getMonth() < born.getMonth() ||
          (today.getMonth() === born.getMonth() && today.getDate() < born.getDate());
        if (before) age -= 1;
        const forms = sex === 1 ? ['帅哥', '先生', '叔叔'] : ['美女', '女士', '阿姨'];
        const expected =
          age < 0 || (age >= 35 && age <= 50) ? forms[1] : age < 35 ? forms[0] : forms[2];
        expect(formOfAddress(sex, iso, today)).toBe(expected);
      }),
    );
  });
});
