import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_PASSWORD_MAX_LENGTH,
  validateCertificatePassword,
} from './certificate-password.js';
import { getEarliestStartDate, isHousingPercentage } from './limits.js';
import { isSpanishPostalCode } from '../../validation/postal-codes.js';

describe('postal codes', () => {
  it.each([
    ['01001, Álava, the first province', '01001', true],
    ['28013, Madrid', '28013', true],
    ['52001, Melilla, the last province', '52001', true],
    ['28 013, typed with a space', '28 013', true],
    ['00123, province 00', '00123', false],
    ['53001, province 53', '53001', false],
    ['4 digits', '2801', false],
    ['6 digits', '280130', false],
    ['letters', '28A13', false],
  ])('%s: %s', (_what, code, valid) => {
    expect(isSpanishPostalCode(code)).toBe(valid);
  });
});

describe('housing deduction percentage', () => {
  it.each([
    [0, true],
    [12.5, true],
    [30, true],
    [30.01, false],
    [-0.01, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s %% is valid: %s', (value, valid) => {
    expect(isHousingPercentage(value)).toBe(valid);
  });
});

describe('expected start date', () => {
  it.each([
    ['2026-11-22', '2026-11-19'],
    ['2026-03-02', '2026-02-27'],
    ['2028-03-02', '2028-02-28'],
    ['2027-01-02', '2026-12-30'],
  ])('on %s the earliest start date is %s, 3 days before', (today, earliest) => {
    expect(getEarliestStartDate(today)).toBe(earliest);
  });
});

describe('certificate password', () => {
  it('an empty password is required', () => {
    expect(validateCertificatePassword('')).toEqual([
      { field: 'password', message: 'errors.field.passwordRequired' },
    ]);
  });

  it.each([
    ['1 character', 'a'],
    ['34 characters', 'a'.repeat(34)],
    ['34 characters, some of them accented or outside the BMP', `${'ñ'.repeat(32)}😀😀`],
    ['spaces only, used as typed', '   '],
  ])('a password of %s is accepted', (_what, password) => {
    expect(validateCertificatePassword(password)).toEqual([]);
  });

  it('a password of 35 characters is too long', () => {
    expect(CERTIFICATE_PASSWORD_MAX_LENGTH).toBe(34);
    expect(validateCertificatePassword('a'.repeat(35))).toEqual([
      { field: 'password', message: 'errors.field.passwordTooLong' },
    ]);
  });
});
