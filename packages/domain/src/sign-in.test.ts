import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from './sign-in.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('signInSchema', () => {
  it('an empty e-mail asks for one', () => {
    expect(firstMessage(signInSchema.safeParse({ email: '', password: 'x' }))).toBe(
      'auth.errors.emailRequired',
    );
  });

  it('a malformed e-mail is refused', () => {
    expect(firstMessage(signInSchema.safeParse({ email: 'nope', password: 'x' }))).toBe(
      'auth.errors.emailInvalid',
    );
  });

  it('an e-mail with spaces around is trimmed', () => {
    expect(signInSchema.parse({ email: ' a@b.co ', password: 'x' }).email).toBe('a@b.co');
  });
});

describe('signUpSchema', () => {
  it('a password of 7 characters is too short, 8 is enough', () => {
    const input = { name: 'Ana', email: 'a@b.co' };
    expect(firstMessage(signUpSchema.safeParse({ ...input, password: '1234567' }))).toBe(
      'auth.errors.passwordTooShort',
    );
    expect(signUpSchema.safeParse({ ...input, password: '12345678' }).success).toBe(true);
  });

  it('a blank name is refused', () => {
    expect(
      firstMessage(signUpSchema.safeParse({ name: '  ', email: 'a@b.co', password: '12345678' })),
    ).toBe('auth.errors.nameRequired');
  });
});
