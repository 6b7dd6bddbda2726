import { describe, expect, it } from 'vitest';
import {
  isFrenchVatNumberOf,
  normaliseRegisteredOffice,
  validateCompanyRegistration,
} from './company-registration.js';

const NO_OFFICE = { street1: '', street2: '', postalCode: '', city: '', countryCode: '' };

const french = {
  registrationNumber: '552100554',
  vatNumber: 'FR96552100554',
  register: 'RCS Paris',
  shareCapital: 1_000_00n,
  registeredOffice: NO_OFFICE,
};

const LONDON_OFFICE = {
  street1: '20 Kingsway',
  street2: '',
  postalCode: 'WC2B 6LH',
  city: 'London',
  countryCode: 'GB',
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
        registeredOffice: NO_OFFICE,
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
      registeredOffice: NO_OFFICE,
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

  it('a registered office, when given, has its street, a real postcode, city and country', () => {
    const uk = {
      registrationNumber: '12345678',
      vatNumber: '',
      register: '',
      shareCapital: 0n,
      registeredOffice: LONDON_OFFICE,
    };
    expect(validateCompanyRegistration('UK', uk)).toEqual([]);
    expect(
      validateCompanyRegistration('UK', {
        ...uk,
        registeredOffice: { ...NO_OFFICE, postalCode: 'WC2B 6LC', countryCode: 'FR' },
      }),
    ).toEqual([
      { field: 'registration.registered_office.street1', message: 'errors.field.required' },
      { field: 'registration.registered_office.postal_code', message: 'errors.field.postalCode' },
      { field: 'registration.registered_office.city', message: 'errors.field.required' },
      { field: 'registration.registered_office.country_code', message: 'errors.field.companyInUk' },
    ]);
    expect(
      validateCompanyRegistration('FR', {
        ...french,
        registeredOffice: {
          street1: 'x'.repeat(201),
          street2: '',
          postalCode: 'WC2B 6LH',
          city: 'Paris',
          countryCode: 'GB',
        },
      }),
    ).toEqual([
      { field: 'registration.registered_office.street1', message: 'errors.field.tooLong' },
      { field: 'registration.registered_office.postal_code', message: 'errors.field.postalCode' },
      {
        field: 'registration.registered_office.country_code',
        message: 'errors.field.companyInFrance',
      },
    ]);
  });

  it('a registered office is written the way the register prints it', () => {
    expect(
      normaliseRegisteredOffice('UK', {
        ...LONDON_OFFICE,
        street1: ' 20 Kingsway ',
        postalCode: 'wc2b6lh',
        countryCode: 'gb',
      }),
    ).toEqual(LONDON_OFFICE);
    expect(
      normaliseRegisteredOffice('FR', {
        street1: '5 rue de la Paix',
        street2: '',
        postalCode: '75 002',
        city: 'Paris',
        countryCode: 'fr',
      }),
    ).toMatchObject({ postalCode: '75002', countryCode: 'FR' });
  });
});
