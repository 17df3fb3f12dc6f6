import { AGE_BANDS } from '@/config/constants';
import { formOfAddressCopy } from '@/copy';
import type { Sex } from '@/lib/user-schema';

/** YYYY-MM-DD, optionally followed by a time as some endpoints send ('1996-05-01 00:00:00'). */
const BIRTHDAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/;

/** Full years lived on `today` (local calendar), or null for a date that does not exist. */
function ageInFullYears(birthday: string, today: Date): number | null {
  const match = BIRTHDAY_PATTERN.exec(birthday.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  const hadBirthdayThisYear =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthdayThisYear ? 0 : 1);
}

/**
 * 美女/女士/阿姨 or 帅哥/先生/叔叔 by sex (1 male, 0 female) and age band: under 35, 35 to 50
 * inclusive, over 50. A birthday that cannot be read, or lies in the future, gets the neutral
 * middle form.
 */
export function formOfAddress(sex: Sex, birthday: string, today: Date = new Date()): string {
  const forms = sex === 1 ? formOfAddressCopy.male : formOfAddressCopy.female;
  const age = ageInFullYears(birthday, today);
  if (age === null || age < 0) return forms[1];
  if (age < AGE_BANDS.youngUnder) return forms[0];
  return age <= AGE_BANDS.middleUpTo ? forms[1] : forms[2];
}

/** "林美女": the surname (the name's first character) followed by the form of address. */
export const salutation = (
  { userName, sex, birthday }: { userName: string; sex: Sex; birthday: string },
  today: Date = new Date(),
): string => `${userName.slice(0, 1)}${formOfAddress(sex, birthday, today)}`;
