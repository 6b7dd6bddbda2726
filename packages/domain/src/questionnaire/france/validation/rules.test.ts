import { LegalForm, VatFrequency, VatRegime } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { hasWholeNominalValue, isCapitalAmount, isShareCount } from './capital.js';
import { getSocialObjectMinLength, isCompanyDuration, isVatFrequencyOf } from './company.js';

describe('capital and shares', () => {
  it.each([
    [1, true],
    [100_000_000, true],
    [0, false],
    [100_000_001, false],
    [1.5, false],
    [-10, false],
  ])('capital of %d €: %s', (euros, valid) => {
    expect(isCapitalAmount(euros)).toBe(valid);
  });

  it.each([
    [1, true],
    [1_000_000, true],
    [0, false],
    [1_000_001, false],
    [2.5, false],
  ])('%d shares: %s', (shares, valid) => {
    expect(isShareCount(shares)).toBe(valid);
  });

  it.each([
    ['1 000 € in 100 shares of 10 €', 1000, 100, true],
    ['1 € in 100 shares of one cent', 1, 100, true],
    ['1 € in 101 shares (under a cent)', 1, 101, false],
    ['1 000 € in 300 shares (3.333… €)', 1000, 300, false],
    ['1 000 € in 8 shares of 125 €', 1000, 8, true],
    ['10 € in 400 shares of 2.5 cents', 10, 400, false],
  ])('%s', (_what, euros, shares, valid) => {
    expect(hasWholeNominalValue(euros, shares)).toBe(valid);
  });
});

describe('company rules', () => {
  it.each([
    [1, true],
    [99, true],
    [0, false],
    [100, false],
    [10.5, false],
  ])('a duration of %d years: %s', (years, valid) => {
    expect(isCompanyDuration(years)).toBe(valid);
  });

  it.each([
    [VatRegime.FRANCHISE, undefined, true],
    [VatRegime.FRANCHISE, VatFrequency.UNSPECIFIED, true],
    [VatRegime.FRANCHISE, VatFrequency.MONTHLY, false],
    [VatRegime.REEL_SIMPLIFIE, VatFrequency.ANNUAL, true],
    [VatRegime.REEL_SIMPLIFIE, VatFrequency.QUARTERLY, false],
    [VatRegime.REEL_SIMPLIFIE, undefined, false],
    [VatRegime.REEL_NORMAL, VatFrequency.MONTHLY, true],
    [VatRegime.REEL_NORMAL, VatFrequency.QUARTERLY, true],
    [VatRegime.REEL_NORMAL, VatFrequency.ANNUAL, false],
  ] as const)('VAT %s declared %s: %s', (regime, frequency, valid) => {
    expect(isVatFrequencyOf(regime, frequency)).toBe(valid);
  });

  it('a social object is at least 20 characters for a company, 8 for a micro-entreprise', () => {
    expect(getSocialObjectMinLength(LegalForm.SASU)).toBe(20);
    expect(getSocialObjectMinLength(LegalForm.EURL)).toBe(20);
    expect(getSocialObjectMinLength(LegalForm.MICROENTERPRISE)).toBe(8);
  });
});
