import { AddressType, SpouseRole } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { applyFrenchRules, formatCityPostalCode, withFrenchDefaults } from './rules.js';

const HOME = { street1: '1 place Bellecour', countryCode: 'FR', postalCode: '69002', city: 'Lyon' };

describe('applyFrenchRules', () => {
  it('copies the personal address to the company registered there, as a home address', () => {
    const answers = applyFrenchRules({
      personalInformation: { address: HOME },
      companyDetails: {
        isRegisteredAddressSameAsPersonalAddress: true,
        address: { street1: 'old', city: 'Paris' },
        addressType: AddressType.DOMICILIATION,
      },
    });
    expect(answers.companyDetails).toMatchObject({ address: HOME, addressType: AddressType.HOME });
  });

  it('leaves a company address of its own alone', () => {
    const company = {
      isRegisteredAddressSameAsPersonalAddress: false,
      address: {
        street1: '5 rue du Port',
        countryCode: 'FR',
        postalCode: '13002',
        city: 'Marseille',
      },
    };
    const answers = applyFrenchRules({
      personalInformation: { address: HOME },
      companyDetails: company,
    });
    expect(answers.companyDetails).toEqual(company);
  });

  it("trims the spouse's birth name", () => {
    const answers = applyFrenchRules({
      personalInformation: { spouse: { birthName: '  Dupont  ', spouseRole: SpouseRole.NONE } },
    });
    expect(answers.personalInformation?.spouse).toEqual({
      birthName: 'Dupont',
      spouseRole: SpouseRole.NONE,
    });
  });

  it('keeps the social security number without the spaces it was typed with', () => {
    const answers = applyFrenchRules({
      personalInformation: { socialSecurityNumber: '2 90 05 2a 123 456 37' },
    });
    expect(answers.personalInformation?.socialSecurityNumber).toBe('290052A12345637');
  });

  it('changes nothing else', () => {
    const answers = { capitalDeposit: { paidUpCapital: 1000, numberOfShares: 100 } };
    expect(applyFrenchRules(answers)).toEqual(answers);
  });
});

describe('withFrenchDefaults', () => {
  it('proposes 99 years, a financial year ending on 31/12 and the withholding tax', () => {
    expect(withFrenchDefaults(undefined)).toEqual({
      companyDuration: 99,
      endOfFiscalYear: '31/12',
      withholdingTax: true,
    });
  });

  it('keeps the answers given', () => {
    expect(
      withFrenchDefaults({ companyDuration: 50, endOfFiscalYear: '30/06', withholdingTax: false }),
    ).toEqual({ companyDuration: 50, endOfFiscalYear: '30/06', withholdingTax: false });
  });
});

describe('formatCityPostalCode', () => {
  it("shows 'city-postalcode'", () => {
    expect(formatCityPostalCode(HOME)).toBe('Lyon-69002');
  });

  it('shows what is known of an incomplete address', () => {
    expect(formatCityPostalCode({ city: 'Lyon' })).toBe('Lyon');
    expect(formatCityPostalCode(undefined)).toBe('');
  });
});
