import {
  LegalForm,
  OrderStatus,
  SpanishBoardForm,
  SpanishPartyKind,
  SpanishStatutes,
  CountryCode,
} from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { computeProgress } from '../../progress.js';
import type { SpanishCompanyAnswers, SpanishCompanyShareholderAnswer } from './answers.js';
import { SPANISH_COMPANY_QUESTIONNAIRE } from './funnels.js';
import { validateSpanishCompany, type SpanishCompanyRulesContext } from './validation.js';

const SL: SpanishCompanyRulesContext = {
  form: LegalForm.SL,
  today: '2026-11-26',
  isCnaeClass: (code) => ['6201', '4719'].includes(code),
};
const SA: SpanishCompanyRulesContext = { ...SL, form: LegalForm.SA };

const person = (shares: number, money: number, idNumber = '12345678Z') =>
  ({
    kind: SpanishPartyKind.PERSON,
    name: 'Lucía García',
    idNumber,
    shares,
    monetaryContribution: money,
    nonMonetaryContribution: 0,
  }) satisfies SpanishCompanyShareholderAnswer;

const messages = (
  update: SpanishCompanyAnswers,
  context = SL,
  stored: SpanishCompanyAnswers = {},
) =>
  validateSpanishCompany(update, { ...stored, ...update }, context).map(
    (violation) => `${violation.field}: ${violation.message}`,
  );

describe('the names step', () => {
  it('takes up to five names with the ending of the form', () => {
    expect(messages({ names: { choices: ['Luna S.L.', 'Sol Sociedad Limitada'] } })).toEqual([]);
    expect(messages({ names: { choices: ['Luna'] } })).toEqual([
      'company.names.choices.0: errors.field.slNameEnding',
    ]);
    expect(messages({ names: {} })).toEqual(['company.names.choices: errors.field.nameChoices']);
  });

  it('takes S.L.U. until the shareholders are known, then only with one shareholder', () => {
    const names = { choices: ['Luna S.L.U.'] };
    expect(messages({ names })).toEqual([]);
    const two = { shareholders: [person(1, 100), person(1, 100, 'X1234567L')] };
    expect(messages({ names }, SL, { shareholders: two })).toEqual([
      'company.names.choices.0: errors.field.soleShareholderEnding',
    ]);
  });
});

describe('the registered office step', () => {
  const office = {
    streetName: 'Calle Mayor',
    streetNumber: '1',
    postalCode: '28013',
    city: 'Madrid',
    province: '28',
  };
  it('is a Spanish address whose postal code is of the province chosen', () => {
    expect(messages({ registeredOffice: office })).toEqual([]);
    expect(messages({ registeredOffice: { ...office, province: '08' } })).toEqual([
      'company.registered_office.postal_code: errors.field.officeProvince',
    ]);
    expect(messages({ registeredOffice: { ...office, postalCode: '53001' } })).toEqual([
      'company.registered_office.postal_code: errors.field.postalCode',
    ]);
    expect(messages({ registeredOffice: { ...office, streetName: ' ' } })).toEqual([
      'company.registered_office.street_name: errors.field.required',
    ]);
  });
  it('is refused in a foral territory or the Canary Islands', () => {
    expect(
      messages({ registeredOffice: { ...office, postalCode: '48001', province: '48' } }),
    ).toEqual(['company.registered_office.province: errors.field.provinceNotServed']);
    expect(
      messages({ registeredOffice: { ...office, postalCode: '35001', province: '35' } }),
    ).toEqual(['company.registered_office.province: errors.field.provinceNotServed']);
  });
});

describe('the corporate purpose step', () => {
  const description = 'Desarrollo de software a medida';
  it('takes one to three CNAE-2009 classes of the official list, each once', () => {
    expect(messages({ corporatePurpose: { description, cnaeCodes: ['6201'] } })).toEqual([]);
    expect(messages({ corporatePurpose: { description, cnaeCodes: [] } })).toEqual([
      'company.corporate_purpose.cnae_codes: errors.field.required',
    ]);
    expect(messages({ corporatePurpose: { description, cnaeCodes: ['6202'] } })).toEqual([
      'company.corporate_purpose.cnae_codes.0: errors.field.nafCode',
    ]);
    expect(messages({ corporatePurpose: { description, cnaeCodes: ['6201', '6201'] } })).toEqual([
      'company.corporate_purpose.cnae_codes.1: errors.field.duplicateActivity',
    ]);
    expect(
      messages({ corporatePurpose: { description, cnaeCodes: ['6201', '4719', '6201', '4719'] } }),
    ).toContain('company.corporate_purpose.cnae_codes: errors.field.tooManyActivities');
  });
  it('is described in 8 characters at least', () => {
    expect(messages({ corporatePurpose: { description: 'Tienda', cnaeCodes: ['4719'] } })).toEqual([
      'company.corporate_purpose.description: errors.field.activityTooShort',
    ]);
  });
});

describe('the share capital step (Ley 18/2022)', () => {
  it.each<[SpanishCompanyRulesContext, number, number, string[]]>([
    [SL, 100, 100, []],
    [SL, 99, 1, ['company.share_capital.capital: errors.field.slCapitalMinimum']],
    [SL, 299_999, 1, []],
    [SA, 6_000_000, 100, []],
    [SA, 5_999_999, 1, ['company.share_capital.capital: errors.field.saCapitalMinimum']],
    [SL, 300_000, 7, ['company.share_capital.nominal_value: errors.field.capitalDivisible']],
    [SL, 300_000, 0, ['company.share_capital.nominal_value: errors.field.nominalValue']],
    [SL, 100.5, 1, ['company.share_capital.capital: errors.field.invalid']],
  ])('%#: capital %i cents, nominal value %i cents', (context, capital, nominalValue, expected) => {
    expect(messages({ shareCapital: { capital, nominalValue } }, context)).toEqual(expected);
  });
});

describe('the shareholders step', () => {
  const shareCapital = { capital: 300_000, nominalValue: 100 };
  it('needs the share capital first', () => {
    expect(messages({ shareholders: { shareholders: [person(3000, 300_000)] } })).toEqual([
      'company.share_capital: errors.field.required',
    ]);
  });
  it('holds shares that add up to the share capital, each fully paid in an SL', () => {
    const update = (...shareholders: SpanishCompanyShareholderAnswer[]) =>
      messages({ shareholders: { shareholders } }, SL, { shareCapital });
    expect(update(person(2000, 200_000), person(1000, 100_000, 'X1234567L'))).toEqual([]);
    expect(update(person(2000, 200_000), person(999, 99_900, 'X1234567L'))).toEqual([
      'company.shareholders.shareholders: errors.field.sharesAddUp',
    ]);
    expect(update(person(3000, 299_999))).toEqual([
      'company.shareholders.shareholders.0.monetary_contribution: errors.field.slFullyPaid',
    ]);
    expect(update(person(3000, 300_000, '12345678A'))).toEqual([
      'company.shareholders.shareholders.0.id_number: errors.field.nifOrNie',
    ]);
    expect(update({ ...person(3000, 300_000), name: '' })).toEqual([
      'company.shareholders.shareholders.0.name: errors.field.required',
    ]);
    expect(messages({ shareholders: {} }, SL, { shareCapital })).toEqual([
      'company.shareholders.shareholders: errors.field.shareholderRequired',
    ]);
  });
  it('pays up a quarter of an SA’s shares at least', () => {
    const capital = { shareCapital: { capital: 6_000_000, nominalValue: 100 } };
    expect(
      messages({ shareholders: { shareholders: [person(60_000, 1_500_000)] } }, SA, capital),
    ).toEqual([]);
    expect(
      messages({ shareholders: { shareholders: [person(60_000, 1_499_999)] } }, SA, capital),
    ).toEqual([
      'company.shareholders.shareholders.0.monetary_contribution: errors.field.saQuarterPaid',
    ]);
  });
});

describe('the directors and statutes steps', () => {
  const director = (idNumber = '12345678Z', dateOfBirth = '1990-01-01') => ({
    kind: SpanishPartyKind.PERSON,
    name: 'Lucía García',
    idNumber,
    dateOfBirth,
  });
  it('checks the directors against the form of the board', () => {
    const sole = { boardForm: SpanishBoardForm.SOLE_DIRECTOR, directors: [director()] };
    expect(messages({ administration: sole })).toEqual([]);
    expect(
      messages({ administration: { ...sole, directors: [director('12345678Z', '2008-11-27')] } }),
    ).toEqual(['company.administration.directors.0.date_of_birth: errors.field.directorAdult']);
    expect(messages({ administration: { directors: [director()] } })).toEqual([
      'company.administration.board_form: errors.field.required',
    ]);
    expect(
      messages({ administration: { boardForm: SpanishBoardForm.BOARD, directors: [director()] } }),
    ).toEqual(['company.administration.directors: errors.field.boardMinimum']);
  });
  it('keeps the standard statutes for an SL without a board', () => {
    const board = {
      boardForm: SpanishBoardForm.BOARD,
      directors: [director(), director('X1234567L'), director('Y1234567X')],
    };
    expect(messages({ statutes: SpanishStatutes.STANDARD })).toEqual([]);
    expect(messages({ statutes: SpanishStatutes.STANDARD }, SL, { administration: board })).toEqual(
      ['company.statutes: errors.field.standardStatutes'],
    );
    expect(messages({ statutes: SpanishStatutes.STANDARD }, SA)).toEqual([
      'company.statutes: errors.field.standardStatutes',
    ]);
    expect(messages({ statutes: SpanishStatutes.BESPOKE }, SA)).toEqual([]);
    expect(messages({ statutes: SpanishStatutes.UNSPECIFIED })).toEqual([
      'company.statutes: errors.field.required',
    ]);
  });
});

describe('the SL and SA questionnaire', () => {
  it('asks the company’s steps, not the autónomo’s, before the summary', () => {
    const progress = computeProgress(SPANISH_COMPANY_QUESTIONNAIRE, {
      country: CountryCode.ES,
      legalForm: LegalForm.SL,
      status: OrderStatus.PLACED,
      metadata: {},
      documentRefs: {},
      answers: { spanishCompany: { names: { choices: ['Luna S.L.'] } } },
    });
    expect(progress.funnels.map((funnel) => funnel.name)).toEqual([
      'pre-payment',
      'company-formation',
      'final-summary',
      'e-signature',
    ]);
    const company = progress.funnels.find((funnel) => funnel.name === 'company-formation');
    expect(company).toMatchObject({ completedSteps: 1, totalSteps: 7 });
  });
});
