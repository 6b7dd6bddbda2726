import { create, type MessageInitShape } from '@bufbuild/protobuf';
import {
  BusinessType,
  Currency,
  LegalForm,
  Mutual,
  QuestionnaireSchema,
  YesNo,
} from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatNuss } from './format-values.js';
import { buildSummary, type SummaryField } from './summary-model.js';

const questionnaire = (
  business: Pick<MessageInitShape<typeof QuestionnaireSchema>, 'businessInformation'> = {},
) =>
  create(QuestionnaireSchema, {
    spanishPersonalInformation: {
      fullName: 'Lucía García López',
      address: {
        streetName: 'Calle Mayor',
        streetNumber: '5',
        postalCode: '28013',
        city: 'Madrid',
      },
      fiscalResidencyDifferent: YesNo.FALSE,
      differentNotificationAddress: YesNo.TRUE,
      notificationAddress: { streetName: 'Calle Luna', streetNumber: '2', city: 'Sevilla' },
      housingSurfacePercentage: 0,
    },
    ...business,
  });

const fieldsOf = (sections: ReturnType<typeof buildSummary>, funnel: string): SummaryField[] =>
  sections.find((section) => section.funnelName === funnel)?.rows.map((row) => row.field) ?? [];

describe('buildSummary', () => {
  it('lists the personal section, Spain as the country, and the other address only when different', () => {
    const fields = fieldsOf(
      buildSummary({ questionnaire: questionnaire(), legalForm: LegalForm.AUTONOMO }),
      'personal-information',
    );
    expect(fields).toEqual([
      'fullName',
      'street',
      'postalCode',
      'city',
      'country',
      'fiscalResidencyDifferent',
      'differentNotificationAddress',
      'notificationAddress',
      'housingSurfacePercentage',
    ]);
  });

  it('the street is the name, then the number', () => {
    const [, street] =
      buildSummary({ questionnaire: questionnaire(), legalForm: LegalForm.AUTONOMO })[0]?.rows ??
      [];
    expect(street?.value).toEqual({ kind: 'text', text: 'Calle Mayor, 5' });
  });

  it('with a social security number, shows it and not the parents', () => {
    const sections = buildSummary({
      questionnaire: questionnaire({
        businessInformation: {
          hasSocialSecurityNumber: YesNo.TRUE,
          nafSocialSecurityNumber: '281234567840',
          firstParent: { fullName: { first: 'Ana' } },
        },
      }),
      legalForm: LegalForm.AUTONOMO,
    });
    expect(fieldsOf(sections, 'business-information')).toEqual([
      'legalForm',
      'hasSocialSecurityNumber',
      'nafSocialSecurityNumber',
    ]);
  });

  it('without one, shows the mother’s and the father’s first names', () => {
    const sections = buildSummary({
      questionnaire: questionnaire({
        businessInformation: {
          hasSocialSecurityNumber: YesNo.FALSE,
          nafSocialSecurityNumber: '281234567840',
          firstParent: { fullName: { first: 'Ana' } },
          secondParent: { fullName: { first: 'Luis' } },
        },
      }),
      legalForm: LegalForm.AUTONOMO,
    });
    expect(fieldsOf(sections, 'business-information')).toEqual([
      'legalForm',
      'hasSocialSecurityNumber',
      'motherFirstName',
      'fatherFirstName',
    ]);
  });

  it('the earlier activity and its end date only follow a yes; the mutual only a yes', () => {
    const business = (answer: YesNo) =>
      fieldsOf(
        buildSummary({
          questionnaire: questionnaire({
            businessInformation: {
              hasPreviousUnemployedActivity: answer,
              previousUnemployedActivity: { activity: 'Camarero', dischargeDate: '2025-01-31' },
              hasMutualInsurance: answer,
              mutualSelection: Mutual.FREMAP,
            },
          }),
          legalForm: LegalForm.UNSPECIFIED,
        }),
        'business-information',
      );
    expect(business(YesNo.TRUE)).toEqual([
      'hasPreviousUnemployedActivity',
      'previousActivity',
      'dischargeDate',
      'hasMutualInsurance',
      'mutualSelection',
    ]);
    expect(business(YesNo.FALSE)).toEqual(['hasPreviousUnemployedActivity', 'hasMutualInsurance']);
  });

  it('carries the amount with its currency, the customer type and the IBAN', () => {
    const rows =
      buildSummary({
        questionnaire: questionnaire({
          businessInformation: {
            monthlyNetBenefitEstimation: 1500,
            currency: Currency.GBP,
            businessType: BusinessType.B2B,
            iban: 'ES9121000418450200051332',
          },
        }),
        legalForm: LegalForm.UNSPECIFIED,
      })[1]?.rows ?? [];
    expect(rows.map((row) => row.value)).toEqual([
      { kind: 'money', amount: 1500, currency: Currency.GBP },
      { kind: 'businessType', value: 'B2B' },
      { kind: 'iban', value: 'ES9121000418450200051332' },
    ]);
  });
});

describe('summary formats', () => {
  it.each([
    ['2025-03-07', '07/03/2025'],
    ['not a date', 'not a date'],
  ])('the date %s reads %s', (iso, shown) => {
    expect(formatDayMonthYear(iso)).toBe(shown);
  });

  it.each([
    ['281234567840', '28 12345678 40'],
    ['28123456742', '28 1234567 42'],
    ['2812', '2812'],
  ])('the social security number %s reads %s', (value, shown) => {
    expect(formatNuss(value)).toBe(shown);
  });

  it('gives an SL its company’s answers instead of the autónomo’s sections', () => {
    const sections = buildSummary({
      questionnaire: create(QuestionnaireSchema, {
        spanishCompany: {
          names: { choices: ['Luna S.L.', 'Sol S.L.'] },
          registeredOffice: { streetName: 'Calle Mayor', streetNumber: '5', province: '28' },
          shareCapital: { capital: 300_000, nominalValue: 100 },
          shareholders: {
            shareholders: [{ kind: 1, name: 'Lucía García', idNumber: '12345678Z', shares: 3000 }],
          },
          administration: { boardForm: 1 },
          statutes: 1,
        },
      }),
      legalForm: LegalForm.SL,
    });
    expect(sections.map((section) => section.funnelName)).toEqual(['company-formation']);
    expect(sections[0]?.rows).toEqual([
      { field: 'legalForm', value: { kind: 'legalForm', value: LegalForm.SL } },
      { field: 'nameChoices', value: { kind: 'lines', lines: ['Luna S.L.', 'Sol S.L.'] } },
      {
        field: 'registeredOffice',
        value: { kind: 'address', address: expect.objectContaining({ streetName: 'Calle Mayor' }) },
      },
      { field: 'shareCapital', value: { kind: 'money', amount: 3000, currency: Currency.EUR } },
      { field: 'nominalValue', value: { kind: 'money', amount: 1, currency: Currency.EUR } },
      {
        field: 'shareholders',
        value: { kind: 'lines', lines: ['Lucía García · DNI / NIE 12345678Z · 3000'] },
      },
      {
        field: 'boardForm',
        value: { kind: 'choice', key: 'directors.forms.sole_director.label' },
      },
      { field: 'statutes', value: { kind: 'choice', key: 'statutes.standard.label' } },
    ]);
  });
});
