import { describe, expect, it } from 'vitest';
import { checkCardForm, type CardForm } from './test-cards.js';

const NOW = new Date('2026-03-15T12:00:00Z');
const VALID: CardForm = {
  number: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  name: 'Ada',
};

describe('checkCardForm', () => {
  it.each([
    ['4242 4242 4242 4242 succeeds', '4242 4242 4242 4242', 'succeeds'],
    ['4242424242424242 without spaces succeeds', '4242424242424242', 'succeeds'],
    ['4000 0000 0000 0002 is declined', '4000 0000 0000 0002', 'declined'],
    ['4000 0027 6000 3184 asks for 3-D Secure', '4000 0027 6000 3184', 'requires_authentication'],
    ['another valid number (5555 5555 5555 4444) is declined', '5555 5555 5555 4444', 'declined'],
  ])('%s', (_title, number, kind) => {
    expect(checkCardForm({ ...VALID, number }, NOW).kind).toBe(kind);
  });

  it.each([
    ['a number failing the Luhn check', { number: '4242 4242 4242 4241' }, 'invalid_number'],
    ['a number of 11 digits', { number: '42424242424' }, 'invalid_number'],
    ['letters in the number', { number: '4242 abcd 4242 4242' }, 'invalid_number'],
    ['month 13', { expiry: '13/30' }, 'invalid_expiry'],
    ['an empty expiry', { expiry: '' }, 'invalid_expiry'],
    ['last month (02/26 on 15 March 2026)', { expiry: '02/26' }, 'expired_card'],
    ['a CVC of two digits', { cvc: '12' }, 'invalid_cvc'],
    ['an empty name', { name: '  ' }, 'missing_name'],
  ])('refuses %s', (_title, change, error) => {
    expect(checkCardForm({ ...VALID, ...change }, NOW)).toEqual({ kind: 'invalid', error });
  });

  it.each([['03/26'], ['0326'], ['03 / 2026'], ['12/2030']])(
    'accepts the expiry %s (the current month is still valid)',
    (expiry) => {
      expect(checkCardForm({ ...VALID, expiry }, NOW).kind).toBe('succeeds');
    },
  );
});
