import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  getStatusSequence,
  hasQuestionnaireProceeded,
  isOrderClosedWithoutCompany,
  isQuestionnaireInProgress,
  isStatusAtLeast,
  isStatusKnownFor,
} from './order-status.js';

const S = OrderStatus;

const FRENCH = [
  S.DRAFT,
  S.PLACED,
  S.WAITING_QUESTIONS,
  S.WAITING_ESIGNATURE,
  S.QUESTIONNAIRE_RECEIVED,
  S.PROCESSING_QUESTIONNAIRE,
  S.QUESTIONNAIRE_APPROVED,
  S.AWAITING_CD,
  S.PROCESSING_PUBLICATION,
  S.PUBLICATION_RECEIVED,
  S.PROCESSING_REGISTRY,
  S.COMPANY_FORMED,
  S.AWAITING_FUNDS,
  S.COMPLETED,
];

const SPANISH = [
  S.DRAFT,
  S.PLACED,
  S.WAITING_QUESTIONS,
  S.QUESTIONNAIRE_RECEIVED,
  S.PROCESSING_QUESTIONNAIRE,
  S.QUESTIONNAIRE_APPROVED,
  S.WAITING_ESIGNATURE,
  S.PROCESSING_AEAT,
  S.PROCESSING_TGSS,
  S.COMPANY_FORMED,
  S.COMPLETED,
];

const UK = [
  S.DRAFT,
  S.PLACED,
  S.WAITING_QUESTIONS,
  S.WAITING_ESIGNATURE,
  S.QUESTIONNAIRE_RECEIVED,
  S.PROCESSING_QUESTIONNAIRE,
  S.QUESTIONNAIRE_APPROVED,
  S.PROCESSING_REGISTRY,
  S.COMPANY_FORMED,
  S.COMPLETED,
];

const SPANISH_COMPANY = [
  S.DRAFT,
  S.PLACED,
  S.WAITING_QUESTIONS,
  S.QUESTIONNAIRE_RECEIVED,
  S.PROCESSING_QUESTIONNAIRE,
  S.QUESTIONNAIRE_APPROVED,
  S.WAITING_ESIGNATURE,
  S.PROCESSING_NAME_CERTIFICATE,
  S.AWAITING_CD,
  S.AWAITING_DEED,
  S.PROCESSING_AEAT,
  S.PROCESSING_REGISTRY,
  S.COMPANY_FORMED,
  S.COMPLETED,
];

const name = (status: OrderStatus) => OrderStatus[status] ?? String(status);

/** The legal form each country's existing cases are about: a SASU, an autónomo, a Ltd. */
const FORM_OF: Record<CountryCode, LegalForm> = {
  [CountryCode.UNSPECIFIED]: LegalForm.UNSPECIFIED,
  [CountryCode.FR]: LegalForm.SASU,
  [CountryCode.ES]: LegalForm.AUTONOMO,
  [CountryCode.UK]: LegalForm.LTD,
};

describe('getStatusSequence', () => {
  it.each([
    ['France follows the French sequence (e-signature before review)', CountryCode.FR, FRENCH],
    [
      'the UK signs and is reviewed as France, then goes to Companies House without a capital deposit',
      CountryCode.UK,
      UK,
    ],
    ['an unspecified country follows the French sequence', CountryCode.UNSPECIFIED, FRENCH],
    [
      'Spain follows the Spanish sequence (e-signature after approval, then AEAT and TGSS)',
      CountryCode.ES,
      SPANISH,
    ],
  ])('%s', (_title, country, sequence) => {
    expect(getStatusSequence(country, FORM_OF[country])).toEqual(sequence);
  });
});

describe('isStatusAtLeast', () => {
  for (const [country, sequence] of [
    [CountryCode.FR, FRENCH],
    [CountryCode.ES, SPANISH],
  ] as const) {
    const pairs = sequence.flatMap((status, at) =>
      sequence.map(
        (target, wanted) => [name(status), name(target), status, target, at >= wanted] as const,
      ),
    );
    it.each(pairs)(
      `${CountryCode[country]}: %s at least %s is %s`,
      (_status, _target, status, target, expected) => {
        expect(isStatusAtLeast(country, FORM_OF[country], status, target)).toBe(expected);
      },
    );
  }

  it.each([
    [
      'FR: QUESTIONNAIRE_RECEIVED has passed WAITING_ESIGNATURE',
      CountryCode.FR,
      S.QUESTIONNAIRE_RECEIVED,
      S.WAITING_ESIGNATURE,
      true,
    ],
    [
      'ES: QUESTIONNAIRE_RECEIVED has not reached WAITING_ESIGNATURE',
      CountryCode.ES,
      S.QUESTIONNAIRE_RECEIVED,
      S.WAITING_ESIGNATURE,
      false,
    ],
    [
      'UK: COMPANY_FORMED has passed PROCESSING_REGISTRY',
      CountryCode.UK,
      S.COMPANY_FORMED,
      S.PROCESSING_REGISTRY,
      true,
    ],
    [
      'UK: AWAITING_CD is outside the UK sequence',
      CountryCode.UK,
      S.COMPLETED,
      S.AWAITING_CD,
      false,
    ],
    [
      'ES: AWAITING_CD is outside the Spanish sequence',
      CountryCode.ES,
      S.COMPLETED,
      S.AWAITING_CD,
      false,
    ],
    [
      'FR: PROCESSING_AEAT is outside the French sequence',
      CountryCode.FR,
      S.PROCESSING_AEAT,
      S.DRAFT,
      false,
    ],
    ['CANCELED is at least nothing', CountryCode.FR, S.CANCELED, S.DRAFT, false],
    ['DECLINED is at least nothing', CountryCode.ES, S.DECLINED, S.DRAFT, false],
    ['nothing is at least CANCELED', CountryCode.FR, S.COMPLETED, S.CANCELED, false],
    ['UNSPECIFIED is at least nothing', CountryCode.FR, S.UNSPECIFIED, S.DRAFT, false],
    [
      'an unknown status (99) is at least nothing',
      CountryCode.FR,
      99 as OrderStatus,
      S.DRAFT,
      false,
    ],
    [
      'nothing is at least an unknown status (99)',
      CountryCode.ES,
      S.COMPLETED,
      99 as OrderStatus,
      false,
    ],
  ])('%s', (_title, country, status, target, expected) => {
    expect(isStatusAtLeast(country, FORM_OF[country], status, target)).toBe(expected);
  });
});

describe('a Spanish SL or SA', () => {
  it.each([LegalForm.SL, LegalForm.SA])(
    'legal form %s follows the company sequence, not the autónomo’s',
    (form) => {
      expect(getStatusSequence(CountryCode.ES, form)).toEqual(SPANISH_COMPANY);
    },
  );

  it.each([LegalForm.AUTONOMO, LegalForm.UNSPECIFIED])(
    'legal form %s in Spain follows the autónomo’s sequence',
    (form) => {
      expect(getStatusSequence(CountryCode.ES, form)).toEqual(SPANISH);
    },
  );

  const pairs = SPANISH_COMPANY.flatMap((status, at) =>
    SPANISH_COMPANY.map(
      (target, wanted) => [name(status), name(target), status, target, at >= wanted] as const,
    ),
  );
  it.each(pairs)('SL: %s at least %s is %s', (_status, _target, status, target, expected) => {
    expect(isStatusAtLeast(CountryCode.ES, LegalForm.SL, status, target)).toBe(expected);
  });

  it.each([
    ['PROCESSING_NAME_CERTIFICATE is an SL’s', LegalForm.SL, S.PROCESSING_NAME_CERTIFICATE, true],
    ['AWAITING_DEED is an SA’s', LegalForm.SA, S.AWAITING_DEED, true],
    ['AWAITING_CD is an SL’s', LegalForm.SL, S.AWAITING_CD, true],
    ['PROCESSING_REGISTRY is an SA’s', LegalForm.SA, S.PROCESSING_REGISTRY, true],
    [
      'PROCESSING_TGSS is not an SL’s: a company is not self-employed',
      LegalForm.SL,
      S.PROCESSING_TGSS,
      false,
    ],
    ['PROCESSING_PUBLICATION is not an SL’s', LegalForm.SL, S.PROCESSING_PUBLICATION, false],
    ['AWAITING_DEED is not an autónomo’s', LegalForm.AUTONOMO, S.AWAITING_DEED, false],
    [
      'PROCESSING_NAME_CERTIFICATE is not an autónomo’s',
      LegalForm.AUTONOMO,
      S.PROCESSING_NAME_CERTIFICATE,
      false,
    ],
    ['CANCELED is an SL’s too', LegalForm.SL, S.CANCELED, true],
  ])('%s', (_title, form, status, expected) => {
    expect(isStatusKnownFor(CountryCode.ES, form, status)).toBe(expected);
  });

  it.each([
    ['FR SASU', CountryCode.FR, LegalForm.SASU],
    ['UK Ltd', CountryCode.UK, LegalForm.LTD],
  ])('the new statuses are not the %s’s', (_title, country, form) => {
    expect(isStatusKnownFor(country, form, S.PROCESSING_NAME_CERTIFICATE)).toBe(false);
    expect(isStatusKnownFor(country, form, S.AWAITING_DEED)).toBe(false);
  });
});

describe('questionnaire stage', () => {
  it.each([
    [S.DRAFT, true, false],
    [S.PLACED, true, false],
    [S.WAITING_QUESTIONS, true, false],
    [S.WAITING_ESIGNATURE, false, true],
    [S.QUESTIONNAIRE_RECEIVED, false, true],
    [S.PROCESSING_AEAT, false, true],
    [S.COMPLETED, false, true],
    [S.CANCELED, false, true],
    [S.UNSPECIFIED, false, false],
  ])('%s: in progress %s, proceeded %s', (status, inProgress, proceeded) => {
    expect(isQuestionnaireInProgress(status)).toBe(inProgress);
    expect(hasQuestionnaireProceeded(status)).toBe(proceeded);
  });
});

describe('isOrderClosedWithoutCompany', () => {
  it.each([
    [S.CANCELED, true],
    [S.DECLINED, true],
    [S.COMPLETED, false],
    [S.DRAFT, false],
    [S.UNSPECIFIED, false],
  ])('%s gives %s', (status, expected) => {
    expect(isOrderClosedWithoutCompany(status)).toBe(expected);
  });
});

describe('isStatusKnownFor', () => {
  it.each([
    ['AWAITING_CD is French', CountryCode.FR, S.AWAITING_CD, true],
    ['AWAITING_CD is not Spanish', CountryCode.ES, S.AWAITING_CD, false],
    ['PROCESSING_TGSS is Spanish', CountryCode.ES, S.PROCESSING_TGSS, true],
    ['PROCESSING_TGSS is not British', CountryCode.UK, S.PROCESSING_TGSS, false],
    [
      'AWAITING_CD is not British: a UK company deposits no capital',
      CountryCode.UK,
      S.AWAITING_CD,
      false,
    ],
    ['CANCELED is known everywhere', CountryCode.ES, S.CANCELED, true],
    ['DECLINED is known everywhere', CountryCode.FR, S.DECLINED, true],
    ['UNSPECIFIED is known nowhere', CountryCode.FR, S.UNSPECIFIED, false],
  ])('%s', (_title, country, status, expected) => {
    expect(isStatusKnownFor(country, FORM_OF[country], status)).toBe(expected);
  });
});
