import {
  EmploymentStatus,
  Gender,
  LegalForm,
  SocialSecurityPaymentFrequency,
  VatFrequency,
  VatRegime,
} from '@foundly/proto';
import fullMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import type { FrenchAnswers } from './answers.js';
import { validateFrenchAnswers, type FrenchReferenceData } from './validation.js';

const TODAY = '2026-11-22';

const reference: FrenchReferenceData = {
  isNafCode: (code) => ['62.01Z', '70.22Z', '47.91A', '85.59A'].includes(code),
  isCommuneCode: (code) => ['75056', '69123', '2A004', '42190'].includes(code),
  isFrenchPostalCode: (code) => ['75011', '69001', '97139'].includes(code),
  phoneMetadata: fullMetadata,
};

const check = (update: FrenchAnswers, legalForm = LegalForm.SASU) =>
  validateFrenchAnswers(update, legalForm, reference, TODAY);

/** The single violation of an update, as `field: message`. */
const only = (update: FrenchAnswers, legalForm = LegalForm.SASU) =>
  check(update, legalForm).map(({ field, message }) => `${field}: ${message}`);

const personal = (info: NonNullable<FrenchAnswers['personalInformation']>) => ({
  personalInformation: info,
});
const company = (details: NonNullable<FrenchAnswers['companyDetails']>) => ({
  companyDetails: details,
});

describe('validateFrenchAnswers', () => {
  it('an empty update has nothing to check', () => {
    expect(check({})).toEqual([]);
  });

  it('a whole valid personal step passes', () => {
    expect(
      check(
        personal({
          fullName: { first: 'Zoé', middle: '', last: "N'Diaye-Martin" },
          address: {
            street1: '12 rue Oberkampf',
            street2: '',
            countryCode: 'FR',
            postalCode: '75011',
            city: 'Paris',
          },
          phone: { code: 'FR', number: '06 12 34 56 78' },
          gender: Gender.FEMALE,
          dateOfBirth: '1990-01-15',
          birthCountry: 'FR',
          birthPlace: '75056',
          nationality: 'FR',
          socialSecurityNumber: '2 90 01 75 111 001 44',
          proofAddressDate: TODAY,
        }),
      ),
    ).toEqual([]);
  });

  describe('names and texts', () => {
    it.each([
      ['an empty first name is required', { first: '' }, 'first: errors.field.required'],
      ['a blank last name is required', { last: '   ' }, 'last: errors.field.required'],
      ['an empty middle name clears it', { middle: '' }, undefined],
      ['a first name with digits is refused', { first: 'Zo3' }, 'first: errors.field.name'],
      ['a last name of 100 letters is accepted', { last: 'a'.repeat(100) }, undefined],
      [
        'a last name of 101 letters is too long',
        { last: 'a'.repeat(101) },
        'last: errors.field.tooLong',
      ],
      ['spaces around a name do not count', { last: ` ${'a'.repeat(100)} ` }, undefined],
    ])('%s', (_what, fullName, expected) => {
      expect(only(personal({ fullName }))).toEqual(
        expected ? [`personal_information.full_name.${expected}`] : [],
      );
    });

    it('a parent the founder does not know needs no name', () => {
      expect(check(personal({ firstParent: { unknown: true, fullName: { first: '' } } }))).toEqual(
        [],
      );
      expect(only(personal({ secondParent: { fullName: { first: '', last: 'Martin' } } }))).toEqual(
        ['personal_information.second_parent.full_name.first: errors.field.required'],
      );
    });

    it('a street of 200 characters is accepted, 201 is too long', () => {
      const address = (street1: string) => personal({ address: { street1 } });
      expect(check(address('x'.repeat(200)))).toEqual([]);
      expect(only(address('x'.repeat(201)))).toEqual([
        'personal_information.address.street1: errors.field.tooLong',
      ]);
    });

    it('a city of 101 characters is too long', () => {
      expect(only(personal({ address: { city: 'x'.repeat(101) } }))).toEqual([
        'personal_information.address.city: errors.field.tooLong',
      ]);
    });

    it('a current activity is required when the founder has one, up to 200 characters', () => {
      expect(only(personal({ hasCurrentActivity: true, currentActivity: '' }))).toEqual([
        'personal_information.current_activity: errors.field.required',
      ]);
      expect(check(personal({ hasCurrentActivity: false, currentActivity: '' }))).toEqual([]);
      expect(only(personal({ currentActivity: 'x'.repeat(201) }))).toEqual([
        'personal_information.current_activity: errors.field.tooLong',
      ]);
    });

    it('a company name of 120 characters is accepted, 121 is too long', () => {
      expect(check(company({ companyName: 'x'.repeat(120) }))).toEqual([]);
      expect(only(company({ companyName: 'x'.repeat(121) }))).toEqual([
        'company_details.company_name: errors.field.tooLong',
      ]);
    });

    it('a micro-entreprise may leave its (commercial) name empty, a SASU may not', () => {
      expect(check(company({ companyName: '' }), LegalForm.MICROENTERPRISE)).toEqual([]);
      expect(only(company({ companyName: '' }))).toEqual([
        'company_details.company_name: errors.field.required',
      ]);
    });

    it.each([
      [LegalForm.SASU, 19, 'errors.field.tooShort'],
      [LegalForm.SASU, 20, undefined],
      [LegalForm.EURL, 19, 'errors.field.tooShort'],
      [LegalForm.MICROENTERPRISE, 7, 'errors.field.tooShort'],
      [LegalForm.MICROENTERPRISE, 8, undefined],
      [LegalForm.SASU, 2000, undefined],
      [LegalForm.SASU, 2001, 'errors.field.tooLong'],
    ])('a social object of form %i with %i characters: %s', (form, length, expected) => {
      expect(only(company({ socialObject: 'x'.repeat(length) }), form)).toEqual(
        expected ? [`company_details.social_object: ${expected}`] : [],
      );
    });
  });

  describe('enumerated answers', () => {
    it.each([
      [
        'gender',
        personal({ gender: EmploymentStatus.OTHER as never }),
        'personal_information.gender',
      ],
      [
        'marital status',
        personal({ maritalStatus: 'married' as never }),
        'personal_information.marital_status',
      ],
      [
        'spouse role',
        personal({ spouse: { spouseRole: 'BOSS' as never } }),
        'personal_information.spouse.spouse_role',
      ],
      [
        'proof of address type',
        personal({ proofAddressDocumentType: 'PAYSLIP' as never }),
        'personal_information.proof_address_document_type',
      ],
      ['VAT regime', company({ vta: { regime: 'MICRO' as never } }), 'company_details.vta.regime'],
      ['address type', company({ addressType: 'CASTLE' as never }), 'company_details.address_type'],
      [
        'payment volume',
        company({ monthlyPaymentVolume: '1M' as never }),
        'company_details.monthly_payment_volume',
      ],
    ])('an unknown %s is invalid', (_what, update, field) => {
      expect(only(update)).toEqual([`${field}: errors.field.invalid`]);
    });

    it('an empty choice the step needs is required; an empty monthly income clears it', () => {
      expect(only(personal({ gender: '' as never }))).toEqual([
        'personal_information.gender: errors.field.required',
      ]);
      expect(check(personal({ monthlyIncome: '' as never }))).toEqual([]);
    });
  });

  describe('postal codes and countries', () => {
    it.each([
      ['an existing French code', 'FR', '75011', undefined],
      ['an overseas French code', 'FR', '97139', undefined],
      ['an existing French code typed with a space', 'FR', '75 011', undefined],
      ['five digits that do not exist', 'FR', '75999', 'postal_code: errors.field.postalCode'],
      ['four digits', 'FR', '7501', 'postal_code: errors.field.postalCode'],
      ['a British code', 'GB', 'SW1A 1AA', undefined],
      ['a Belgian code', 'BE', '1000', undefined],
      ['13 characters abroad', 'DE', '1234567890123', 'postal_code: errors.field.postalCode'],
      ['an unknown country', 'XX', '1000', 'country_code: errors.field.invalid'],
      ['a lower-case country', 'fr', '75011', 'country_code: errors.field.invalid'],
      ['an empty postal code', 'FR', '', 'postal_code: errors.field.required'],
    ])('personal address: %s', (_what, countryCode, postalCode, expected) => {
      expect(only(personal({ address: { countryCode, postalCode } }))).toEqual(
        expected ? [`personal_information.address.${expected}`] : [],
      );
    });

    it('a postal code needs its country in the same update', () => {
      expect(only(personal({ address: { postalCode: '75011' } }))).toEqual([
        'personal_information.address.country_code: errors.field.required',
      ]);
    });

    it('a company address without a country is read as French', () => {
      expect(check(company({ address: { postalCode: '69001' } }))).toEqual([]);
      expect(only(company({ address: { postalCode: '6900' } }))).toEqual([
        'company_details.address.postal_code: errors.field.postalCode',
      ]);
    });

    it('a company address abroad is refused: the registered office is in France', () => {
      expect(only(company({ address: { countryCode: 'BE', postalCode: '1000' } }))).toEqual([
        'company_details.address.country_code: errors.field.companyInFrance',
      ]);
    });

    it.each([
      ['nationality', { nationality: 'ZZ' }],
      ['birth country', { birthCountry: 'FRA' }],
    ])('an unknown %s is invalid', (_what, info) => {
      expect(check(personal(info))).toMatchObject([{ message: 'errors.field.invalid' }]);
    });
  });

  describe('phones and e-mail', () => {
    it.each([
      ['a French mobile', 'FR', '0612345678', undefined],
      ['a Swiss number', 'CH', '044 668 18 00', undefined],
      ['a French number one digit short', 'FR', '061234567', 'number: errors.field.phone'],
      ['a Belgian number as French', 'FR', '+32470123456', 'number: errors.field.phone'],
      ['a French 09 line', 'FR', '09 70 12 34 56', undefined],
      ['a French freephone number', 'FR', '08 00 12 34 56', 'number: errors.field.phoneKind'],
      ['a French premium-rate number', 'FR', '08 99 12 34 56', 'number: errors.field.phoneKind'],
      ['an unallocated French number', 'FR', '07 00 00 00 00', 'number: errors.field.phone'],
      ['an unknown code', 'ZZ', '0612345678', 'code: errors.field.invalid'],
      ['an empty number', 'FR', '', 'number: errors.field.required'],
    ])('%s', (_what, code, number, expected) => {
      expect(only(company({ phone: { code, number } }))).toEqual(
        expected ? [`company_details.phone.${expected}`] : [],
      );
    });

    it('a number needs its country code in the same update', () => {
      expect(only(personal({ phone: { number: '0612345678' } }))).toEqual([
        'personal_information.phone.code: errors.field.required',
      ]);
    });

    it.each([
      ['camille@example.fr', undefined],
      [' camille@example.fr ', undefined],
      ['camille@example', 'errors.field.email'],
      ['camille.example.fr', 'errors.field.email'],
      ['', 'errors.field.required'],
    ])('e-mail %j', (email, expected) => {
      expect(only(company({ email }))).toEqual(
        expected ? [`company_details.email: ${expected}`] : [],
      );
    });
  });

  describe('dates', () => {
    it.each([
      ['18 today', '2008-11-22', undefined],
      ['17, 18 tomorrow', '2008-11-23', 'errors.field.adult'],
      ['born in 1900', '1900-01-01', undefined],
      ['born in 1899', '1899-12-31', 'errors.field.date'],
      ['born on 31 June', '1990-06-31', 'errors.field.date'],
      ['written the French way', '15/01/1990', 'errors.field.date'],
    ])('a founder %s', (_what, dateOfBirth, expected) => {
      expect(only(personal({ dateOfBirth }))).toEqual(
        expected ? [`personal_information.date_of_birth: ${expected}`] : [],
      );
    });

    it('a spouse born yesterday is accepted (only the founder must be of age), today is not', () => {
      const spouse = (dateOfBirth: string) => personal({ spouse: { dateOfBirth } });
      expect(check(spouse('2026-11-21'))).toEqual([]);
      expect(only(spouse(TODAY))).toEqual([
        'personal_information.spouse.date_of_birth: errors.field.futureDate',
      ]);
    });

    it.each([
      ['personal proof of address', personal({ proofAddressDate: '2026-11-23' })],
      ['business proof of address', company({ proofAddressDate: '2026-11-23' })],
      ['end of past activity', personal({ pastActivity: { endDate: '2026-11-23' } })],
    ])('a %s dated tomorrow is in the future', (_what, update) => {
      expect(check(update)).toMatchObject([{ message: 'errors.field.futureDate' }]);
    });

    it('a proof of address dated today is accepted', () => {
      expect(check(personal({ proofAddressDate: TODAY }))).toEqual([]);
    });
  });

  describe('social security number', () => {
    it.each([
      ['a valid number with spaces', '1 85 05 78 006 084 91', undefined],
      ['a Corsican number', '185052A00412356', undefined],
      ['a wrong key', '185057800608490', 'errors.field.nir'],
      ['an empty number', '', 'errors.field.required'],
    ])('%s', (_what, socialSecurityNumber, expected) => {
      expect(only(personal({ socialSecurityNumber }))).toEqual(
        expected ? [`personal_information.social_security_number: ${expected}`] : [],
      );
    });
  });

  describe('place of birth', () => {
    it('born in France, the place is an INSEE commune code, current or former', () => {
      expect(check(personal({ birthCountry: 'FR', birthPlace: '2A004' }))).toEqual([]);
      expect(check(personal({ birthCountry: 'FR', birthPlace: '42190' }))).toEqual([]);
      expect(only(personal({ birthCountry: 'FR', birthPlace: '99999' }))).toEqual([
        'personal_information.birth_place: errors.field.commune',
      ]);
      expect(only(personal({ birthCountry: 'FR', birthPlace: '' }))).toEqual([
        'personal_information.birth_place: errors.field.required',
      ]);
    });

    it('born abroad, the city is written out', () => {
      expect(check(personal({ birthCountry: 'MA', birthCity: 'Casablanca' }))).toEqual([]);
      expect(only(personal({ birthCountry: 'MA', birthCity: '' }))).toEqual([
        'personal_information.birth_city: errors.field.required',
      ]);
    });

    it("the spouse's place of birth follows the same rules", () => {
      expect(only(personal({ spouse: { birthCountry: 'FR', birthPlace: '12345' } }))).toEqual([
        'personal_information.spouse.birth_place: errors.field.commune',
      ]);
    });

    it('a French birth postal code must exist', () => {
      expect(only(personal({ birthCountry: 'FR', birthPostalCode: '75999' }))).toEqual([
        'personal_information.birth_postal_code: errors.field.postalCode',
      ]);
    });
  });

  describe('activities', () => {
    it.each([
      ['one known code', ['62.01Z'], undefined],
      ['three known codes', ['62.01Z', '70.22Z', '85.59A'], undefined],
      ['no code', [], 'errors.field.required'],
      ['four codes', ['62.01Z', '70.22Z', '85.59A', '47.91A'], 'errors.field.tooManyActivities'],
      ['the same code twice', ['62.01Z', '62.01Z'], 'errors.field.duplicateActivity'],
      ['an unknown code', ['62.01Z', '99.99Z'], 'errors.field.nafCode'],
      ['a class instead of a sub-class', ['62.01'], 'errors.field.nafCode'],
    ])('%s', (_what, activities, expected) => {
      expect(only(company({ activities }))).toEqual(
        expected ? [`company_details.activities: ${expected}`] : [],
      );
    });
  });

  describe('capital deposit', () => {
    const capital = (paidUpCapital?: number, numberOfShares?: number) => ({
      capitalDeposit: { paidUpCapital, numberOfShares },
    });

    it.each([
      ['1 € in one share', 1, 1, undefined],
      ['1 000 € in 100 shares', 1000, 100, undefined],
      ['0 €', 0, 1, 'paid_up_capital: errors.field.capitalAmount'],
      ['100 000 001 €', 100_000_001, 1, 'paid_up_capital: errors.field.capitalAmount'],
      ['1 000 000 shares of one cent', 10_000, 1_000_000, undefined],
      ['1 000 001 shares', 100_000, 1_000_001, 'number_of_shares: errors.field.shareCount'],
      ['0 shares', 1000, 0, 'number_of_shares: errors.field.shareCount'],
      ['1 € in 101 shares', 1, 101, 'number_of_shares: errors.field.capitalShares'],
      ['1 000 € in 300 shares', 1000, 300, 'number_of_shares: errors.field.capitalShares'],
      ['only the amount', 1000, undefined, undefined],
    ])('%s', (_what, euros, shares, expected) => {
      expect(only(capital(euros, shares))).toEqual(expected ? [`capital_deposit.${expected}`] : []);
    });

    it('a micro-entreprise has no capital to deposit', () => {
      expect(only(capital(1000, 100), LegalForm.MICROENTERPRISE)).toEqual([
        'capital_deposit: errors.field.notForLegalForm',
      ]);
      expect(check({ capitalDeposit: {} }, LegalForm.MICROENTERPRISE)).toEqual([]);
    });
  });

  describe('company choices', () => {
    it.each([
      [1, undefined],
      [99, undefined],
      [0, 'errors.field.companyDuration'],
      [100, 'errors.field.companyDuration'],
    ])('a duration of %i years', (companyDuration, expected) => {
      expect(only(company({ companyDuration }))).toEqual(
        expected ? [`company_details.company_duration: ${expected}`] : [],
      );
    });

    it.each([
      ['31/12', undefined],
      ['28/02', undefined],
      ['29/02', 'errors.field.fiscalYearEnd'],
      ['31/06', 'errors.field.fiscalYearEnd'],
      ['', 'errors.field.required'],
    ])('a financial year ending %j', (endOfFiscalYear, expected) => {
      expect(only(company({ endOfFiscalYear }))).toEqual(
        expected ? [`company_details.end_of_fiscal_year: ${expected}`] : [],
      );
    });

    it.each([
      [VatRegime.FRANCHISE, undefined, LegalForm.SASU, undefined],
      [VatRegime.FRANCHISE, VatFrequency.MONTHLY, LegalForm.SASU, 'errors.field.vatFrequency'],
      [VatRegime.REEL_SIMPLIFIE, VatFrequency.ANNUAL, LegalForm.EURL, undefined],
      [VatRegime.REEL_SIMPLIFIE, VatFrequency.MONTHLY, LegalForm.EURL, 'errors.field.vatFrequency'],
      [VatRegime.REEL_NORMAL, VatFrequency.QUARTERLY, LegalForm.SASU, undefined],
      [VatRegime.REEL_NORMAL, undefined, LegalForm.SASU, 'errors.field.vatFrequency'],
      [VatRegime.REEL_SIMPLIFIE, VatFrequency.ANNUAL, LegalForm.MICROENTERPRISE, undefined],
      [VatRegime.REEL_NORMAL, VatFrequency.MONTHLY, LegalForm.MICROENTERPRISE, undefined],
    ] as const)('VAT %s declared %s for form %i', (regime, frequency, form, expected) => {
      expect(only(company({ vta: { regime, frequency } }), form)).toEqual(
        expected ? [`company_details.vta.frequency: ${expected}`] : [],
      );
    });

    it('the versement libératoire is a micro-entrepreneur option only', () => {
      expect(check(company({ withholdingTax: true }), LegalForm.MICROENTERPRISE)).toEqual([]);
      expect(only(company({ withholdingTax: false }), LegalForm.EURL)).toEqual([
        'company_details.withholding_tax: errors.field.notForLegalForm',
      ]);
    });

    it("a SASU's president has no URSSAF frequency to choose", () => {
      expect(
        check(
          company({ socialSecurityPaymentFrequency: SocialSecurityPaymentFrequency.MONTHLY }),
          LegalForm.EURL,
        ),
      ).toEqual([]);
      expect(
        only(company({ socialSecurityPaymentFrequency: SocialSecurityPaymentFrequency.QUARTERLY })),
      ).toEqual([
        'company_details.social_security_payment_frequency: errors.field.notForLegalForm',
      ]);
    });
  });

  it('reports every bad field of an update at once', () => {
    expect(
      check({
        personalInformation: { fullName: { first: '', last: 'M4rtin' } },
        companyDetails: { email: 'nope' },
        capitalDeposit: { paidUpCapital: 0 },
      }).map((violation) => violation.field),
    ).toEqual([
      'personal_information.full_name.first',
      'personal_information.full_name.last',
      'company_details.email',
      'capital_deposit.paid_up_capital',
    ]);
  });
});
