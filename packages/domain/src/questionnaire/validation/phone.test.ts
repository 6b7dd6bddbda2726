import fullMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import {
  formatPhoneNumberNationally,
  getPhoneNumberProblem,
  normalisePhoneNumber,
} from './phone.js';

describe('phone numbers read with the full numbering plans (the server)', () => {
  it.each([
    ['a French mobile', '06 12 34 56 78', 'FR'],
    ['a French landline', '01 42 68 53 00', 'FR'],
    ['a French 09 line (an internet box, VoIP)', '09 70 12 34 56', 'FR'],
    ['a Spanish mobile', '+34 612 34 56 78', 'ES'],
    ['a UK mobile', '07400 123456', 'GB'],
  ])('%s is a contact number', (_what, number, code) => {
    expect(getPhoneNumberProblem(number, code, fullMetadata)).toBeUndefined();
  });

  it.each([
    ['a French freephone number (08 00)', '08 00 12 34 56', 'FR'],
    ['a French premium-rate number (08 99)', '08 99 12 34 56', 'FR'],
    ['a French shared-cost number (08 10)', '08 10 12 34 56', 'FR'],
    ['a Spanish freephone number (900)', '900 123 456', 'ES'],
  ])('%s is refused as not a person’s line', (_what, number, code) => {
    expect(getPhoneNumberProblem(number, code, fullMetadata)).toBe('notContactNumber');
  });

  it.each([
    ['a French number of the unallocated 07 00 block', '07 00 00 00 00', 'FR'],
    ['a French number one digit short', '06 12 34 56 7', 'FR'],
    ['a Belgian number given as French', '+32 470 12 34 56', 'FR'],
  ])('%s is invalid', (_what, number, code) => {
    expect(getPhoneNumberProblem(number, code, fullMetadata)).toBe('invalid');
  });
});

describe('phone numbers read with the small numbering plans (a client)', () => {
  it('checks the format only: a freephone and an unallocated number pass, for the server to refuse', () => {
    expect(getPhoneNumberProblem('08 00 12 34 56', 'FR')).toBeUndefined();
    expect(getPhoneNumberProblem('07 00 00 00 00', 'FR')).toBeUndefined();
    expect(getPhoneNumberProblem('06 12 34 56 7', 'FR')).toBe('invalid');
  });
});

describe('normalisePhoneNumber', () => {
  it.each([
    ['a national French mobile with spaces', '06 12 34 56 78', 'FR', '+33612345678'],
    ['an international one with dots', '+33 6.12.34.56.78', 'FR', '+33612345678'],
    ['a Saint-Martin number under +590', '0690 00 12 34', 'MF', '+590690001234'],
    ['a Spanish landline', '91 123 45 67', 'ES', '+34911234567'],
    ['a text that is no number, trimmed', ' call me ', 'FR', 'call me'],
  ])('%s is kept in E.164', (_what, number, code, expected) => {
    expect(normalisePhoneNumber(number, code)).toBe(expected);
  });
});

describe('formatPhoneNumberNationally', () => {
  it.each([
    ['a French mobile kept in E.164', '+33612345678', 'FR', '06 12 34 56 78'],
    ['a Belgian mobile', '+32470123456', 'BE', '0470 12 34 56'],
    ['a number typed before numbers were kept in E.164', '06 12 34 56 78', 'FR', '06 12 34 56 78'],
    ['a number of another country, left as it is', '+34911234567', 'FR', '+34911234567'],
  ])('%s reads as its country writes it', (_what, number, code, expected) => {
    expect(formatPhoneNumberNationally(number, code)).toBe(expected);
  });
});
