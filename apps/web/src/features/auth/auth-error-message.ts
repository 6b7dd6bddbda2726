import type { MessageKey } from '../../app/i18n/index.js';

/** The message to show for a failed sign-in or sign-up. */
export function getAuthErrorKey(code: string | undefined, status: number | undefined): MessageKey {
  if (status === 429) return 'auth.errors.tooManyAttempts';
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_EMAIL':
    case 'INVALID_PASSWORD':
      return 'auth.errors.invalidCredentials';
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'auth.errors.emailTaken';
    case 'PASSWORD_TOO_SHORT':
      return 'auth.errors.passwordTooShort';
    default:
      return 'auth.errors.generic';
  }
}
