import { memberCopy } from '@/copy';
import type { Sex } from '@/lib/user-schema';
import { dayOf } from '@/utils/date-format';
import type { ProfileInput } from '../api/account-schemas';

export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 20;
/** No member is older than this; an earlier birthday is a slip of the date picker. */
const OLDEST_AGE = 120;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What the profile form holds while the member types; the birthday as YYYY-MM-DD or ''. */
export interface ProfileFormValues {
  userName: string;
  sex: Sex;
  birthday: string;
  email: string;
}

/** The reason the name cannot be saved, or null. Counted in characters, so 林晓雨 is 3. */
export function userNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return memberCopy.userNamePlaceholder;
  const length = [...name].length;
  return length < USER_NAME_MIN || length > USER_NAME_MAX
    ? memberCopy.userNameLength(USER_NAME_MIN, USER_NAME_MAX)
    : null;
}

/** The e-mail may be left empty; one that is given must look like an address. */
export function emailProblem(raw: string): string | null {
  const email = raw.trim();
  return email === '' || EMAIL.test(email) ? null : memberCopy.emailInvalid;
}

/** The birthday may be left empty; one that is given must be a real day, not after today. */
export function birthdayProblem(raw: string, today: Date = new Date()): string | null {
  if (raw === '') return null;
  const match = DAY.exec(raw);
  if (!match) return memberCopy.birthdayInvalid;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return memberCopy.birthdayInvalid;
  }
  if (raw > dayOf(today)) return memberCopy.birthdayInFuture;
  return year < today.getFullYear() - OLDEST_AGE ? memberCopy.birthdayInvalid : null;
}

/** The form's values as they are saved: text trimmed, the photo kept as it is. */
export const toProfileInput = (values: ProfileFormValues, personalPhoto: string): ProfileInput => ({
  userName: values.userName.trim(),
  sex: values.sex,
  birthday: values.birthday,
  email: values.email.trim(),
  personalPhoto,
});
