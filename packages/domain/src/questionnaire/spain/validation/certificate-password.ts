import type { FieldViolation } from '../../../errors.js';
import { FIELD_MESSAGES as MESSAGES } from '../../validation/messages.js';

/** The password of a digital certificate has at most 34 characters (spec 02 §5, §9). */
export const CERTIFICATE_PASSWORD_MAX_LENGTH = 34;

/**
 * Checks the password of the personal digital certificate, as the field
 * `password` of UpdateCertificatePasswordRequest: required, at most 34
 * characters (counted as characters, not UTF-16 units). A password is used
 * as typed: spaces are not trimmed.
 */
export function validateCertificatePassword(password: string): FieldViolation[] {
  if (password === '') return [{ field: 'password', message: MESSAGES.passwordRequired }];
  if ([...password].length > CERTIFICATE_PASSWORD_MAX_LENGTH) {
    return [{ field: 'password', message: MESSAGES.passwordTooLong }];
  }
  return [];
}
