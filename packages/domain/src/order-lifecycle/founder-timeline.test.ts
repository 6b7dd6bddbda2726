import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getFounderAction, getFounderTimeline, getWaitingOn } from './founder-timeline.js';

const S = OrderStatus;

function summarise(country: CountryCode, legalForm: LegalForm, status: OrderStatus) {
  return getFounderTimeline({ country, legalForm, status })
    .map((step) => `${step.milestone}:${step.state}`)
    .join(' ');
}

describe('the founder’s timeline', () => {
  it.each([
    [
      'a French SASU in PROCESSING_PUBLICATION is at the publication',
      CountryCode.FR,
      LegalForm.SASU,
      S.PROCESSING_PUBLICATION,
      'payment:done questionnaire:done signature:done review:done capital_deposit:done publication:current registry:upcoming funds_release:upcoming formed:upcoming',
    ],
    [
      'a French SASU in AWAITING_FUNDS waits for the release of its capital',
      CountryCode.FR,
      LegalForm.SASU,
      S.AWAITING_FUNDS,
      'payment:done questionnaire:done signature:done review:done capital_deposit:done publication:done registry:done funds_release:current formed:upcoming',
    ],
    [
      'a French micro-entreprise has no capital nor publication, and is done once formed',
      CountryCode.FR,
      LegalForm.MICROENTERPRISE,
      S.COMPANY_FORMED,
      'payment:done questionnaire:done signature:done review:done registry:done formed:done',
    ],
    [
      'a Spanish autónomo in PROCESSING_TGSS is at the social security registration',
      CountryCode.ES,
      LegalForm.AUTONOMO,
      S.PROCESSING_TGSS,
      'payment:done questionnaire:done review:done signature:done tax_registration:done social_security_registration:current formed:upcoming',
    ],
    [
      'a Spanish draft is at the payment',
      CountryCode.ES,
      LegalForm.AUTONOMO,
      S.DRAFT,
      'payment:current questionnaire:upcoming review:upcoming signature:upcoming tax_registration:upcoming social_security_registration:upcoming formed:upcoming',
    ],
    [
      'a completed UK company has every milestone done',
      CountryCode.UK,
      LegalForm.LTD,
      S.COMPLETED,
      'payment:done questionnaire:done signature:done review:done registry:done formed:done',
    ],
    [
      'a UK company submitted to Companies House waits on the registry',
      CountryCode.UK,
      LegalForm.LTD,
      S.PROCESSING_REGISTRY,
      'payment:done questionnaire:done signature:done review:done registry:current formed:upcoming',
    ],
  ])('%s', (_title, country, legalForm, status, expected) => {
    expect(summarise(country, legalForm, status)).toBe(expected);
  });

  it.each([S.CANCELED, S.DECLINED, S.UNSPECIFIED])('has no timeline for %s', (status) => {
    expect(
      getFounderTimeline({ country: CountryCode.FR, legalForm: LegalForm.SASU, status }),
    ).toEqual([]);
  });
});

describe('who a file waits on, and what the founder must do', () => {
  it.each([
    [S.DRAFT, 'founder', 'pay'],
    [S.PLACED, 'founder', 'answer_questionnaire'],
    [S.WAITING_QUESTIONS, 'founder', 'answer_questionnaire'],
    [S.WAITING_ESIGNATURE, 'founder', 'sign'],
    [S.AWAITING_CD, 'founder', 'deposit_capital'],
    [S.QUESTIONNAIRE_RECEIVED, 'team', null],
    [S.PROCESSING_QUESTIONNAIRE, 'team', null],
    [S.QUESTIONNAIRE_APPROVED, 'team', null],
    [S.PUBLICATION_RECEIVED, 'team', null],
    [S.COMPANY_FORMED, 'team', null],
    [S.PROCESSING_PUBLICATION, 'third_party', null],
    [S.PROCESSING_REGISTRY, 'third_party', null],
    [S.AWAITING_FUNDS, 'third_party', null],
    [S.PROCESSING_AEAT, 'third_party', null],
    [S.PROCESSING_TGSS, 'third_party', null],
    [S.COMPLETED, 'nobody', null],
    [S.CANCELED, 'nobody', null],
    [S.DECLINED, 'nobody', null],
  ] as const)('%s waits on the %s', (status, waitingOn, action) => {
    expect(getWaitingOn(status)).toBe(waitingOn);
    expect(getFounderAction(status)).toBe(action);
  });
});
