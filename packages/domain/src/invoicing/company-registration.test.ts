import { describe, expect, it } from 'vitest';
import { isFrenchVatNumberOf, validateCompanyRegistration } from './company-registration.js';

const french = {
  registrationNumber: '552100554',
  vatNumber: 'FR96552100554',
  register: 'RCS Paris',
  shareCapital: 1_000_00n,
};

describe('a recorded registration', () => {
  it("a French VAT number's key comes from its SIREN", () => {
    expect(isFrenchVatNumberOf('FR96552100554', '552100554')).toBe(true);
    expect(isFrenchVatNumberOf('FR97552100554', '552100554')).toBe(false);
    expect(isFrenchVatNumberOf('FR96552100554', '732829320')).toBe(false);
  });

  it('a complete French one passes, without VAT number too (franchise)', () => {
    expect(validateCompanyRegistration('FR', french)).toEqual([]);
    expect(validateCompanyRegistration('FR', { ...french, vatNumber: '' })).toEqual([]);
  });

  it('names each wrong field', () => {
    expect(
      validateCompanyRegistration('FR', {
        registrationNumber: '552100555',
        vatNumber: 'FR00552100555',
        register: 'x'.repeat(101),
        shareCapital: -1n,
      }).map((violation) => violation.field),
    ).toEqual([
      'registration.registration_number',
      'registration.vat_number',
      'registration.register',
      'registration.share_capital',
    ]);
    expect(validateCompanyRegistration('FR', { ...french, registrationNumber: '' })).toContainEqual(
      {
        field: 'registration.registration_number',
        message: 'errors.field.required',
      },
    );
  });

  it('a UK company number has 8 characters, a VAT number GB and 9 or 12 digits', () => {
    const uk = {
      registrationNumber: 'SC123456',
      vatNumber: 'GB123456789',
      register: '',
      shareCapital: 0n,
    };
    expect(validateCompanyRegistration('UK', uk)).toEqual([]);
    expect(
      validateCompanyRegistration('UK', {
        ...uk,
        registrationNumber: '1234567',
        vatNumber: 'GB1234',
      }).map((violation) => violation.field),
    ).toEqual(['registration.registration_number', 'registration.vat_number']);
  });
});
