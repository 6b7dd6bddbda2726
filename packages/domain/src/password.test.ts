import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordMessages,
} from './password.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('newPasswordSchema', () => {
  it.each([
    ['an empty password is required', '', passwordMessages.newRequired],
    [
      `${PASSWORD_MIN_LENGTH - 1} characters are too short`,
      'p'.repeat(PASSWORD_MIN_LENGTH - 1),
      passwordMessages.tooShort,
    ],
    [`${PASSWORD_MIN_LENGTH} characters are enough`, 'p'.repeat(PASSWORD_MIN_LENGTH), undefined],
    [`${PASSWORD_MAX_LENGTH} characters are accepted`, 'p'.repeat(PASSWORD_MAX_LENGTH), undefined],
    [
      `${PASSWORD_MAX_LENGTH + 1} characters are too long`,
      'p'.repeat(PASSWORD_MAX_LENGTH + 1),
      passwordMessages.tooLong,
    ],
  ])('%s', (_title, password, message) => {
    expect(firstMessage(newPasswordSchema.safeParse(password))).toBe(message);
  });

  it('bounds are 8 and 128, as the sign-in provider enforces', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  });
});

describe('changePasswordSchema', () => {
  it.each([
    ['matching passwords are accepted', 'correct-horse', 'correct-horse', undefined, undefined],
    ['a missing new password is required', '', '', 'newPassword', passwordMessages.newRequired],
    [
      'a missing confirmation is required',
      'correct-horse',
      '',
      'confirmPassword',
      passwordMessages.confirmRequired,
    ],
    [
      'different passwords do not match',
      'correct-horse',
      'correct-horsE',
      'confirmPassword',
      passwordMessages.mismatch,
    ],
    [
      'a short new password is too short',
      'short',
      'short',
      'newPassword',
      passwordMessages.tooShort,
    ],
  ])('%s', (_title, newPassword, confirmPassword, path, message) => {
    const result = changePasswordSchema.safeParse({ newPassword, confirmPassword });
    expect(result.success).toBe(message === undefined);
    if (!result.success) {
      expect(result.error.issues[0]).toMatchObject({ path: [path], message });
    }
  });

  it('the messages are translation keys under settings.password', () => {
    expect(
      Object.values(passwordMessages).every((key) => key.startsWith('settings.password.')),
    ).toBe(true);
  });
});
