import {
  BusinessType,
  Currency,
  FiscalTerritory,
  Mutual,
  ProofOfAddressType,
  SpanishIdentityDocumentType,
  YesNo,
} from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import type {
  SpanishAnswers,
  SpanishBusinessInformation,
  SpanishPersonalInformation,
} from './answers.js';
import { validateSpanishAnswers } from './validation.js';

const TODAY = '2026-11-22';

const check = (update: SpanishAnswers) =>
  validateSpanishAnswers(update, TODAY).map(({ field, message }) => `${field}: ${message}`);

const personal = (info: SpanishPersonalInformation) => check({ spanishPersonalInformation: info });
const business = (info: SpanishBusinessInformation) => check({ businessInformation: info });

const ADDRESS = {
  streetName: 'Calle de Alcalá',
  streetNumber: '42',
  buildingNumber: '3º B',
  postalCode: '28014',
  city: 'Madrid',
};

describe('validateSpanishAnswers', () => {
  it('an empty update has nothing to check', () => {
    expect(check({})).toEqual([]);
    expect(check({ spanishPersonalInformation: {}, businessInformation: {} })).toEqual([]);
  });

  it('every personal step, valid, passes', () => {
    expect(
      personal({
        identityDocumentType: SpanishIdentityDocumentType.SPANISH,
        fullName: 'Lucía García Pérez',
        dateOfBirth: '1990-04-12',
        placeOfBirth: 'Sevilla',
        nationality: 'ES',
        idNumber: '12345678Z',
        idExpirationDate: '2030-04-12',
        proofAddressDocumentType: ProofOfAddressType.UTILITY_BILL,
        address: ADDRESS,
        fiscalResidencyDifferent: YesNo.TRUE,
        proofAddressFiscalDocumentType: ProofOfAddressType.LEASE,
        fiscalAddress: { ...ADDRESS, buildingNumber: '' },
        differentNotificationAddress: YesNo.FALSE,
        proofAddressNotificationDocumentType: ProofOfAddressType.UNSPECIFIED,
        housingSurfacePercentage: 30,
        cadastralReference: '9872023VH5797S0001WX',
      }),
    ).toEqual([]);
  });

  it('every business step, valid, passes', () => {
    expect(
      business({
        fiscalTerritory: FiscalTerritory.REST_OF_SPAIN,
        hasSocialSecurityNumber: YesNo.TRUE,
        nafSocialSecurityNumber: '28/12345678/40',
        activityDescription: 'Diseño gráfico y web',
        hasPreviousUnemployedActivity: YesNo.TRUE,
        previousUnemployedActivity: { activity: 'Camarera', dischargeDate: '2026-06-30' },
        monthlyNetBenefitEstimation: 0,
        currency: Currency.EUR,
        expectedStartDate: '2026-11-19',
        tradesInternationally: YesNo.FALSE,
        businessType: BusinessType.B2B,
        hasMutualInsurance: YesNo.TRUE,
        mutualSelection: Mutual.EGARSAT,
        iban: 'ES91 2100 0418 4502 0005 1332',
        accountOwnershipAttestation: true,
        acceptedDirectDebit: true,
      }),
    ).toEqual([]);
  });

  describe('document types (id, poa, other addresses)', () => {
    it.each([
      [
        'an identity document type left unspecified',
        { identityDocumentType: SpanishIdentityDocumentType.UNSPECIFIED },
        'personal_information.identity_document_type: errors.field.documentType',
      ],
      [
        'a proof-of-address type left unspecified',
        { proofAddressDocumentType: ProofOfAddressType.UNSPECIFIED },
        'personal_information.proof_address_document_type: errors.field.documentType',
      ],
      [
        'an unknown proof-of-address type',
        { proofAddressDocumentType: 9 as ProofOfAddressType },
        'personal_information.proof_address_document_type: errors.field.invalid',
      ],
      [
        'a different fiscal address without its proof type',
        {
          fiscalResidencyDifferent: YesNo.TRUE,
          proofAddressFiscalDocumentType: ProofOfAddressType.UNSPECIFIED,
        },
        'personal_information.proof_address_fiscal_document_type: errors.field.documentType',
      ],
      [
        'a different notification address without its proof type',
        {
          differentNotificationAddress: YesNo.TRUE,
          proofAddressNotificationDocumentType: ProofOfAddressType.UNSPECIFIED,
        },
        'personal_information.proof_address_notification_document_type: errors.field.documentType',
      ],
      [
        'the fiscal-address question unanswered',
        { fiscalResidencyDifferent: YesNo.UNSPECIFIED },
        'personal_information.fiscal_residency_different: errors.field.required',
      ],
      [
        'the notification-address question unanswered',
        { differentNotificationAddress: YesNo.UNSPECIFIED },
        'personal_information.different_notification_address: errors.field.required',
      ],
    ])('%s is refused', (_what, info, violation) => {
      expect(personal(info)).toEqual([violation]);
    });

    it('the same address needs no proof type', () => {
      expect(
        personal({
          fiscalResidencyDifferent: YesNo.FALSE,
          proofAddressFiscalDocumentType: ProofOfAddressType.UNSPECIFIED,
        }),
      ).toEqual([]);
    });
  });

  describe('housing deduction', () => {
    it.each([0, 30])('%s %% is accepted', (housingSurfacePercentage) => {
      expect(personal({ housingSurfacePercentage })).toEqual([]);
    });

    it.each([30.01, -1, Number.NaN])('%s %% is refused', (housingSurfacePercentage) => {
      expect(personal({ housingSurfacePercentage })).toEqual([
        'personal_information.housing_surface_percentage: errors.field.housingPercentage',
      ]);
    });

    it('the cadastral reference is free text and may be cleared', () => {
      expect(personal({ cadastralReference: '' })).toEqual([]);
      expect(personal({ cadastralReference: 'no la sé todavía' })).toEqual([]);
    });
  });

  describe('ID review', () => {
    it.each([
      ['fullName', 'full_name'],
      ['dateOfBirth', 'date_of_birth'],
      ['placeOfBirth', 'place_of_birth'],
      ['nationality', 'nationality'],
      ['idNumber', 'id_number'],
      ['idExpirationDate', 'id_expiration_date'],
    ])('an empty %s is required', (field, path) => {
      expect(personal({ [field]: ' ' })).toEqual([
        `personal_information.${path}: errors.field.required`,
      ]);
    });

    it.each([
      ['a founder 18 today', '2008-11-22', []],
      [
        'a founder 18 tomorrow',
        '2008-11-23',
        ['personal_information.date_of_birth: errors.field.adult'],
      ],
      [
        'a date that does not exist',
        '1990-02-30',
        ['personal_information.date_of_birth: errors.field.date'],
      ],
      [
        'a date before 1900',
        '1899-12-31',
        ['personal_information.date_of_birth: errors.field.date'],
      ],
    ])('%s (%s)', (_what, dateOfBirth, violations) => {
      expect(personal({ dateOfBirth })).toEqual(violations);
    });

    it.each([
      ['ES', []],
      ['PT', []],
      ['es', ['personal_information.nationality: errors.field.invalid']],
      ['Spain', ['personal_information.nationality: errors.field.invalid']],
      ['XX', ['personal_information.nationality: errors.field.invalid']],
    ])('nationality %s', (nationality, violations) => {
      expect(personal({ nationality })).toEqual(violations);
    });

    it.each([
      ['a document expiring today', TODAY, []],
      [
        'a document expired yesterday',
        '2026-11-21',
        ['personal_information.id_expiration_date: errors.field.idExpired'],
      ],
    ])('%s', (_what, idExpirationDate, violations) => {
      expect(personal({ idExpirationDate })).toEqual(violations);
    });

    it.each([
      ['a DNI for a Spaniard', SpanishIdentityDocumentType.SPANISH, '12345678Z', []],
      ['an NIE for a Spaniard', SpanishIdentityDocumentType.SPANISH, 'X1234567L', ['dni']],
      ['a DNI with a wrong letter', SpanishIdentityDocumentType.SPANISH, '12345678A', ['dni']],
      ['an NIE for an EU citizen', SpanishIdentityDocumentType.EU, 'Y1234567X', []],
      ['a passport number for an EU citizen', SpanishIdentityDocumentType.EU, 'AB1234567', ['nie']],
      ['the NIE of a TIE', SpanishIdentityDocumentType.NON_EU, 'Z1234567R', []],
      [
        'a TIE number with a wrong letter',
        SpanishIdentityDocumentType.NON_EU,
        'Z1234567L',
        ['nie'],
      ],
      ['a DNI, the type not in the update', undefined, '12345678Z', []],
      ['an NIE, the type not in the update', undefined, 'X1234567L', []],
      ['neither, the type not in the update', undefined, '12345678L', ['idNumber']],
    ])('%s', (_what, identityDocumentType, idNumber, messages) => {
      expect(personal({ identityDocumentType, idNumber })).toEqual(
        messages.map((message) => `personal_information.id_number: errors.field.${message}`),
      );
    });
  });

  describe('address review', () => {
    it.each(['address', 'fiscalAddress', 'notificationAddress'] as const)(
      'the %s needs street, number, postal code and province, not the building number',
      (field) => {
        const path = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
        expect(
          personal({
            [field]: {
              streetName: '',
              streetNumber: '',
              buildingNumber: '',
              postalCode: '',
              city: '',
            },
          }),
        ).toEqual(
          ['street_name', 'street_number', 'postal_code', 'city'].map(
            (part) => `personal_information.${path}.${part}: errors.field.required`,
          ),
        );
      },
    );

    it.each([
      ['01001', []],
      ['52006', []],
      ['53001', ['personal_information.address.postal_code: errors.field.postalCode']],
      ['2801', ['personal_information.address.postal_code: errors.field.postalCode']],
      ['280140', ['personal_information.address.postal_code: errors.field.postalCode']],
    ])('postal code %s', (postalCode, violations) => {
      expect(personal({ address: { ...ADDRESS, postalCode } })).toEqual(violations);
    });
  });

  describe('social security number', () => {
    it.each([
      ['a 12-digit number', '281234567840', []],
      ['an 11-digit number', '28123456742', []],
      ['10 digits', '2812345674', ['nafLength']],
      ['13 digits', '2812345678401', ['nafLength']],
      ['a wrong control', '281234567841', ['nafControl']],
      ['the printed form with slashes', '28/1234567/42', []],
      ['the printed form with spaces around the slashes', '28 / 12345678 / 40', []],
      ['more than 24 characters as typed', '28 / 12345678 / 40      .', ['tooLong']],
      ['empty', '', ['required']],
    ])('with a number: %s', (_what, nafSocialSecurityNumber, messages) => {
      expect(business({ hasSocialSecurityNumber: YesNo.TRUE, nafSocialSecurityNumber })).toEqual(
        messages.map(
          (message) => `business_information.naf_social_security_number: errors.field.${message}`,
        ),
      );
    });

    it('the has-number choice is required', () => {
      expect(business({ hasSocialSecurityNumber: YesNo.UNSPECIFIED })).toEqual([
        'business_information.has_social_security_number: errors.field.required',
      ]);
    });

    it('without a number, both parents’ first names are required', () => {
      expect(
        business({
          hasSocialSecurityNumber: YesNo.FALSE,
          nafSocialSecurityNumber: '',
          firstParent: { fullName: { first: '' } },
          secondParent: { fullName: { first: 'J0sé' } },
        }),
      ).toEqual([
        'business_information.first_parent.full_name.first: errors.field.required',
        'business_information.second_parent.full_name.first: errors.field.name',
      ]);
    });

    it('with a number, the parents’ names may be cleared', () => {
      expect(
        business({
          hasSocialSecurityNumber: YesNo.TRUE,
          nafSocialSecurityNumber: '28123456742',
          firstParent: { fullName: { first: '' } },
          secondParent: { fullName: { first: '' } },
        }),
      ).toEqual([]);
    });
  });

  describe('activity', () => {
    it.each([
      ['8 characters', 'Diseño 1', []],
      ['8 characters once trimmed', '   Diseño 1   ', []],
      ['7 characters', 'Diseño1', ['activityTooShort']],
      ['7 characters padded with spaces', '  Diseño1  ', ['activityTooShort']],
      ['empty', '', ['required']],
      ['1001 characters', 'a'.repeat(1001), ['tooLong']],
    ])('a description of %s', (_what, activityDescription, messages) => {
      expect(business({ activityDescription })).toEqual(
        messages.map(
          (message) => `business_information.activity_description: errors.field.${message}`,
        ),
      );
    });
  });

  describe('previous activity', () => {
    it('previously unemployed needs the discharge date and the earlier activity', () => {
      expect(
        business({
          hasPreviousUnemployedActivity: YesNo.TRUE,
          previousUnemployedActivity: { activity: ' ', dischargeDate: '' },
        }),
      ).toEqual([
        'business_information.previous_unemployed_activity.activity: errors.field.required',
        'business_information.previous_unemployed_activity.discharge_date: errors.field.required',
      ]);
    });

    it('a discharge date must exist', () => {
      expect(
        business({
          hasPreviousUnemployedActivity: YesNo.TRUE,
          previousUnemployedActivity: { activity: 'Camarera', dischargeDate: '2026-02-30' },
        }),
      ).toEqual([
        'business_information.previous_unemployed_activity.discharge_date: errors.field.date',
      ]);
    });

    it('not previously unemployed, they may be cleared', () => {
      expect(
        business({
          hasPreviousUnemployedActivity: YesNo.FALSE,
          previousUnemployedActivity: { activity: '', dischargeDate: '' },
        }),
      ).toEqual([]);
    });

    it('the choice is required', () => {
      expect(business({ hasPreviousUnemployedActivity: YesNo.UNSPECIFIED })).toEqual([
        'business_information.has_previous_unemployed_activity: errors.field.required',
      ]);
    });
  });

  describe('expectations', () => {
    it.each([
      ['zero', 0, []],
      ['a positive amount', 2500.5, []],
      ['a negative amount', -0.01, ['negativeAmount']],
      ['a missing number', Number.NaN, ['required']],
    ])('monthly net benefit: %s', (_what, monthlyNetBenefitEstimation, messages) => {
      expect(business({ monthlyNetBenefitEstimation })).toEqual(
        messages.map(
          (message) =>
            `business_information.monthly_net_benefit_estimation: errors.field.${message}`,
        ),
      );
    });

    it.each([
      [Currency.EUR, []],
      [Currency.USD, []],
      [Currency.GBP, []],
      [Currency.UNSPECIFIED, ['required']],
      [4 as Currency, ['invalid']],
    ])('currency %s', (currency, messages) => {
      expect(business({ currency })).toEqual(
        messages.map((message) => `business_information.currency: errors.field.${message}`),
      );
    });

    it.each([
      ['today', TODAY, []],
      ['today − 3 days', '2026-11-19', []],
      ['today − 4 days', '2026-11-18', ['startDateTooEarly']],
      ['next year', '2027-01-15', []],
      ['empty', '', ['required']],
      ['not a date', '19/11/2026', ['date']],
    ])('expected start date %s', (_what, expectedStartDate, messages) => {
      expect(business({ expectedStartDate })).toEqual(
        messages.map(
          (message) => `business_information.expected_start_date: errors.field.${message}`,
        ),
      );
    });

    it('trading internationally and the customer type are required when sent as 0', () => {
      expect(
        business({
          tradesInternationally: YesNo.UNSPECIFIED,
          businessType: BusinessType.UNSPECIFIED,
        }),
      ).toEqual([
        'business_information.trades_internationally: errors.field.required',
        'business_information.business_type: errors.field.required',
      ]);
    });
  });

  describe('mutual', () => {
    it('a mutual must be chosen when the founder has one', () => {
      expect(
        business({ hasMutualInsurance: YesNo.TRUE, mutualSelection: Mutual.UNSPECIFIED }),
      ).toEqual(['business_information.mutual_selection: errors.field.required']);
    });

    it.each([Mutual.MC_MUTUAL, Mutual.FREMAP, Mutual.EGARSAT])(
      'mutual %s is accepted',
      (mutualSelection) => {
        expect(business({ hasMutualInsurance: YesNo.TRUE, mutualSelection })).toEqual([]);
      },
    );

    it('a 19th mutual does not exist', () => {
      expect(business({ hasMutualInsurance: YesNo.TRUE, mutualSelection: 19 as Mutual })).toEqual([
        'business_information.mutual_selection: errors.field.invalid',
      ]);
    });

    it('without a mutual, none is needed', () => {
      expect(
        business({ hasMutualInsurance: YesNo.FALSE, mutualSelection: Mutual.UNSPECIFIED }),
      ).toEqual([]);
    });

    it('the choice is required', () => {
      expect(business({ hasMutualInsurance: YesNo.UNSPECIFIED })).toEqual([
        'business_information.has_mutual_insurance: errors.field.required',
      ]);
    });
  });

  describe('IBAN', () => {
    it.each([
      ['typed in groups, lower-case', 'es91 2100 0418 4502 0005 1332', []],
      ['with a wrong checksum', 'ES9221000418450200051332', ['iban']],
      ['with 21 digits', 'ES912100041845020005133', ['iban']],
      ['of another country', 'DE89370400440532013000', ['iban']],
      ['of 35 characters typed', `ES91 2100 0418 4502 0005 1332${' '.repeat(6)}`, ['tooLong']],
      ['of 34 characters typed', `ES91 2100 0418 4502 0005 1332${' '.repeat(5)}`, []],
      ['left empty (a document may be uploaded)', '', []],
    ])('an IBAN %s', (_what, iban, messages) => {
      expect(business({ iban })).toEqual(
        messages.map((message) => `business_information.iban: errors.field.${message}`),
      );
    });

    it('once an IBAN is typed, both declarations must be ticked', () => {
      expect(
        business({
          iban: 'ES9121000418450200051332',
          accountOwnershipAttestation: false,
          acceptedDirectDebit: false,
        }),
      ).toEqual([
        'business_information.account_ownership_attestation: errors.field.checkboxRequired',
        'business_information.accepted_direct_debit: errors.field.checkboxRequired',
      ]);
    });

    it('the review step’s declarations need an IBAN', () => {
      expect(
        business({ iban: ' ', accountOwnershipAttestation: true, acceptedDirectDebit: true }),
      ).toEqual(['business_information.iban: errors.field.required']);
    });
  });

  it('a fiscal territory sent as 0 is required', () => {
    expect(business({ fiscalTerritory: FiscalTerritory.UNSPECIFIED })).toEqual([
      'business_information.fiscal_territory: errors.field.required',
    ]);
  });

  it('both sections are checked in one update', () => {
    expect(
      check({
        spanishPersonalInformation: { housingSurfacePercentage: 31 },
        businessInformation: { activityDescription: 'corto' },
      }),
    ).toEqual([
      'personal_information.housing_surface_percentage: errors.field.housingPercentage',
      'business_information.activity_description: errors.field.activityTooShort',
    ]);
  });
});
