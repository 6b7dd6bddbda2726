import { LegalForm, VatRegime } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { isSellerVatExempt } from './seller-vat.js';

describe('a seller who charges no VAT', () => {
  it.each([
    ['FR', LegalForm.MICROENTERPRISE, VatRegime.UNSPECIFIED, '', true],
    ['FR', LegalForm.MICROENTERPRISE, VatRegime.FRANCHISE, '', true],
    ['FR', LegalForm.MICROENTERPRISE, VatRegime.REEL_SIMPLIFIE, 'FR40552100554', false],
    ['FR', LegalForm.SASU, VatRegime.UNSPECIFIED, '', false],
    ['FR', LegalForm.SASU, VatRegime.FRANCHISE, '', true],
    ['UK', LegalForm.LTD, VatRegime.UNSPECIFIED, '', true],
    ['UK', LegalForm.LTD, VatRegime.UNSPECIFIED, 'GB123456789', false],
  ] as const)(
    '%s %s regime %s VAT number "%s": exempt %s',
    (country, legalForm, vatRegime, vatNumber, exempt) => {
      expect(isSellerVatExempt({ country, legalForm, vatRegime, vatNumber })).toBe(exempt);
    },
  );
});
