import { describe, expect, it } from 'vitest';
import { memberCopy } from '@/copy';
import { birthdayProblem, emailProblem, toProfileInput, userNameProblem } from '../profile-form';

const today = new Date(2026, 10, 24, 12);

describe('profile rules', () => {
  it('needs a name of 2 to 20 characters, counted as characters, spaces around ignored', () => {
    expect(userNameProblem('')).toBe(memberCopy.userNamePlaceholder);
    expect(userNameProblem('   ')).toBe(memberCopy.userNamePlaceholder);
    expect(userNameProblem('林')).toBe(memberCopy.userNameLength(2, 20));
    expect(userNameProblem(' 林晓雨 ')).toBeNull();
    expect(userNameProblem('林'.repeat(20))).toBeNull();
    expect(userNameProblem('林'.repeat(21))).toBe(memberCopy.userNameLength(2, 20));
    // a character outside the basic plane counts once
    expect(userNameProblem('𠀀𠀀')).toBeNull();
  });

  it('accepts no e-mail, refuses one that is not an address', () => {
    expect(emailProblem('')).toBeNull();
    expect(emailProblem(' lin@example.com ')).toBeNull();
    for (const bad of ['lin', 'lin@', 'lin@example', '@example.com', 'li n@example.com']) {
      expect(emailProblem(bad)).toBe(memberCopy.emailInvalid);
    }
  });

  it('accepts no birthday, refuses a day that does not exist, lies in the future or is absurdly old', () => {
    expect(birthdayProblem('', today)).toBeNull();
    expect(birthdayProblem('1996-05-18', today)).toBeNull();
    expect(birthdayProblem('2026-11-24', today)).toBeNull();
    expect(birthdayProblem('2026-11-25', today)).toBe(memberCopy.birthdayInFuture);
    expect(birthdayProblem('2023-02-29', today)).toBe(memberCopy.birthdayInvalid);
    expect(birthdayProblem('1996/05/18', today)).toBe(memberCopy.birthdayInvalid);
    expect(birthdayProblem('1900-01-01', today)).toBe(memberCopy.birthdayInvalid);
  });

  it('sends the text trimmed and keeps the photo', () => {
    expect(
      toProfileInput(
        { userName: ' 周晓宇 ', sex: 1, birthday: '1996-05-18', email: ' z@example.com ' },
        '/avatars/photo-1.svg',
      ),
    ).toEqual({
      userName: '周晓宇',
      sex: 1,
      birthday: '1996-05-18',
      email: 'z@example.com',
      personalPhoto: '/avatars/photo-1.svg',
    });
  });
});
