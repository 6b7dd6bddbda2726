import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email.js';
import { isPersonName } from './person-name.js';
import { isPhoneNumberOf } from './phone.js';
import { isForeignPostalCodeFormat, isFrenchPostalCodeFormat } from './postal-codes.js';

describe('person names', () => {
  it.each(['Zoé', 'Jean-Pierre', "N'Diaye", 'O’Brien', 'Łukasz', 'Nguyễn Văn', 'Мария', '李'])(
    '%s is a name',
    (name) => {
      expect(isPersonName(name)).toBe(true);
    },
  );

  it.each(['R2D2', 'Jean.', 'Ana@', "'-", 'Jean\nPierre'])('%j is not a name', (name) => {
    expect(isPersonName(name)).toBe(false);
  });
});

describe('postal codes', () => {
  it.each([
    ['75011', true],
    ['97139', true],
    ['75 011, with the space the form lets people type', true],
    ['7501', false],
    ['750011', false],
    ['2A004', false],
  ])('French %s: %s', (code, valid) => {
    expect(isFrenchPostalCodeFormat(code.split(', ')[0]!)).toBe(valid);
  });

  it.each([
    ['SW1A 1AA', true],
    ['01310-200', true],
    ['1000', true],
    ['D02 X285', true],
    ['A', true],
    ['123456789012', true],
    ['1234567890123 (13 characters)', false],
    ['-1000', false],
    ['10#00', false],
  ])('foreign %s: %s', (code, valid) => {
    expect(isForeignPostalCodeFormat(code.split(' (')[0]!)).toBe(valid);
  });
});

describe('phone numbers', () => {
  it.each([
    ['a French mobile, national', '06 12 34 56 78', 'FR', true],
    ['a French mobile, international', '+33 6 12 34 56 78', 'FR', true],
    ['a French landline', '01 42 68 53 00', 'FR', true],
    ['a Belgian mobile', '0470 12 34 56', 'BE', true],
    ['a Guadeloupe number under +590 for Saint-Martin', '+590 690 00 12 34', 'MF', true],
    ['a French number one digit short', '06 12 34 56 7', 'FR', false],
    ['a Belgian number given as French', '+32 470 12 34 56', 'FR', false],
    ['letters', 'call me', 'FR', false],
    ['an unknown country', '06 12 34 56 78', 'ZZ', false],
  ])('%s', (_what, number, code, valid) => {
    expect(isPhoneNumberOf(number, code)).toBe(valid);
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['zoe@example.fr', true],
    ['zoe.martin+foundly@sub.example.co.uk', true],
    ['zoe@example', false],
    ['zoe example.fr', false],
    ['zoe@@example.fr', false],
    [`${'a'.repeat(250)}@example.fr`, false],
  ])('%s: %s', (email, valid) => {
    expect(isEmailAddress(email)).toBe(valid);
  });
});
