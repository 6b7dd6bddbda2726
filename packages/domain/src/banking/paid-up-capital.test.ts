import { LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  getFounderDepositCents,
  getMinimumPaidUpCents,
  isPaidUpEnough,
} from './paid-up-capital.js';

describe('paid-up minimum (Code de commerce L227-1 and L225-3, L223-7)', () => {
  it('a SASU pays up at least half of its cash contributions', () => {
    expect(getMinimumPaidUpCents(LegalForm.SASU, 100_000)).toBe(50_000);
  });

  it('an EURL pays up at least a fifth', () => {
    expect(getMinimumPaidUpCents(LegalForm.EURL, 100_000)).toBe(20_000);
  });

  it('a half that falls between two cents is rounded up', () => {
    expect(getMinimumPaidUpCents(LegalForm.SASU, 101)).toBe(51);
    expect(getMinimumPaidUpCents(LegalForm.EURL, 101)).toBe(21);
  });

  it('a micro-entreprise has no minimum: it has no capital', () => {
    expect(getMinimumPaidUpCents(LegalForm.MICROENTERPRISE, 100_000)).toBeUndefined();
    expect(isPaidUpEnough(LegalForm.MICROENTERPRISE, 100_000, 100_000)).toBe(false);
  });

  it.each([
    [LegalForm.SASU, 49_999, false],
    [LegalForm.SASU, 50_000, true],
    [LegalForm.SASU, 100_000, true],
    [LegalForm.SASU, 100_001, false],
    [LegalForm.EURL, 19_999, false],
    [LegalForm.EURL, 20_000, true],
  ])('%s with 1,000 € of cash: %i cents paid up is enough: %s', (form, paid, enough) => {
    expect(isPaidUpEnough(form, 100_000, paid)).toBe(enough);
  });
});

describe('the amount each founder transfers', () => {
  it('one founder transfers the whole paid-up capital, in cents', () => {
    expect(getFounderDepositCents(1_000, 1)).toEqual([100_000]);
  });

  it('the cents that do not divide go to the first founder', () => {
    expect(getFounderDepositCents(1, 3)).toEqual([34, 33, 33]);
  });

  it.each([[undefined], [0], [-5], [12.5]])('a paid-up capital of %s gives nothing', (euros) => {
    expect(getFounderDepositCents(euros, 1)).toEqual([]);
  });

  it('no founder gives nothing', () => {
    expect(getFounderDepositCents(1_000, 0)).toEqual([]);
  });
});
