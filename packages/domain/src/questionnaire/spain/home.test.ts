import { CountryCode, FiscalTerritory, LegalForm, OrderStatus, YesNo } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { computeProgress } from '../progress.js';
import type { SpanishAnswers } from './answers.js';
import { SPANISH_QUESTIONNAIRE } from './funnels.js';
import {
  getChecklistCard,
  getSpanishCompanyProgressBars,
  getSpanishHomeView,
  getSpanishProgressBars,
  SPANISH_CHECKLIST,
} from './home.js';
import { isTerritoryNotServed } from '../../spain/fiscal-territory.js';

function progressOf(
  status: OrderStatus,
  answers: SpanishAnswers = {},
  metadata: Record<string, string> = {},
  documentRefs: Record<string, string> = {},
) {
  return computeProgress(SPANISH_QUESTIONNAIRE, {
    country: CountryCode.ES,
    legalForm: LegalForm.AUTONOMO,
    status,
    metadata,
    documentRefs,
    answers,
  });
}

const COMMON = { businessInformation: { fiscalTerritory: FiscalTerritory.REST_OF_SPAIN } };
const CERTIFICATE = {
  metadata: {
    userProvidedPersonalCertificate: 'true',
    userProvidedPersonalCertificatePassword: 'true',
  },
  refs: { personalCertificateId: 'doc-certificate' },
};

describe('getSpanishHomeView', () => {
  it('a new draft goes to the fiscal-territory step', () => {
    expect(getSpanishHomeView(OrderStatus.DRAFT, progressOf(OrderStatus.DRAFT))).toEqual({
      kind: 'redirect-pre-payment',
      stepName: 'fiscal-territory',
    });
  });

  it('a draft in the common territory goes on to the payment step', () => {
    expect(
      getSpanishHomeView(
        OrderStatus.DRAFT,
        progressOf(OrderStatus.DRAFT, COMMON),
        FiscalTerritory.REST_OF_SPAIN,
      ),
    ).toEqual({ kind: 'redirect-pre-payment', stepName: 'payment' });
  });

  it('a draft without its progress loaded starts at the fiscal territory', () => {
    expect(getSpanishHomeView(OrderStatus.DRAFT)).toEqual({
      kind: 'redirect-pre-payment',
      stepName: 'fiscal-territory',
    });
  });

  it.each([
    FiscalTerritory.NAVARRA,
    FiscalTerritory.ALAVA,
    FiscalTerritory.GIPUZKOA,
    FiscalTerritory.BIZKAIA,
    FiscalTerritory.CANARY_ISLANDS,
  ])('a draft for territory %i is not served', (territory) => {
    expect(getSpanishHomeView(OrderStatus.DRAFT, undefined, territory)).toEqual({
      kind: 'territory-not-served',
    });
  });

  it.each([
    [OrderStatus.PLACED, { kind: 'checklist' }],
    [OrderStatus.WAITING_QUESTIONS, { kind: 'checklist' }],
    [OrderStatus.WAITING_ESIGNATURE, { kind: 'sign' }],
    [OrderStatus.QUESTIONNAIRE_RECEIVED, { kind: 'thanks', progressBars: [100, 0, 0] }],
    [OrderStatus.PROCESSING_QUESTIONNAIRE, { kind: 'thanks', progressBars: [100, 0, 0] }],
    [OrderStatus.QUESTIONNAIRE_APPROVED, { kind: 'thanks', progressBars: [100, 0, 0] }],
    [OrderStatus.PROCESSING_AEAT, { kind: 'thanks', progressBars: [100, 50, 0] }],
    [OrderStatus.PROCESSING_TGSS, { kind: 'thanks', progressBars: [100, 100, 50] }],
    [OrderStatus.COMPANY_FORMED, { kind: 'congratulations' }],
    [OrderStatus.COMPLETED, { kind: 'congratulations' }],
    [OrderStatus.CANCELED, { kind: 'cancelled' }],
    [OrderStatus.DECLINED, { kind: 'cancelled' }],
  ])('status %i shows %o', (status, view) => {
    expect(getSpanishHomeView(status, progressOf(status, COMMON))).toEqual(view);
  });
});

describe('getSpanishHomeView of an SL or SA', () => {
  it.each([
    [OrderStatus.PLACED, { kind: 'checklist' }],
    [OrderStatus.WAITING_ESIGNATURE, { kind: 'sign' }],
    [
      OrderStatus.QUESTIONNAIRE_RECEIVED,
      { kind: 'company-thanks', progressBars: [0, 0, 0], founderAction: null },
    ],
    [
      OrderStatus.QUESTIONNAIRE_APPROVED,
      { kind: 'company-thanks', progressBars: [0, 0, 0], founderAction: null },
    ],
    [
      OrderStatus.PROCESSING_NAME_CERTIFICATE,
      { kind: 'company-thanks', progressBars: [50, 0, 0], founderAction: null },
    ],
    [
      OrderStatus.AWAITING_CD,
      { kind: 'company-thanks', progressBars: [100, 25, 0], founderAction: 'deposit_capital' },
    ],
    [
      OrderStatus.AWAITING_DEED,
      { kind: 'company-thanks', progressBars: [100, 75, 0], founderAction: 'sign_deed' },
    ],
    [
      OrderStatus.PROCESSING_AEAT,
      { kind: 'company-thanks', progressBars: [100, 100, 25], founderAction: null },
    ],
    [
      OrderStatus.PROCESSING_REGISTRY,
      { kind: 'company-thanks', progressBars: [100, 100, 50], founderAction: null },
    ],
    [
      OrderStatus.COMPANY_FORMED,
      { kind: 'company-thanks', progressBars: [100, 100, 75], founderAction: null },
    ],
    [OrderStatus.COMPLETED, { kind: 'company-formed' }],
    [OrderStatus.CANCELED, { kind: 'cancelled' }],
  ])('status %i shows %o', (status, view) => {
    for (const legalForm of [LegalForm.SL, LegalForm.SA]) {
      expect(
        getSpanishHomeView(
          status,
          progressOf(status, COMMON),
          FiscalTerritory.UNSPECIFIED,
          legalForm,
        ),
      ).toEqual(view);
    }
  });

  it('an autónomo in PROCESSING_AEAT keeps the tax agency and social security bars', () => {
    expect(
      getSpanishHomeView(
        OrderStatus.PROCESSING_AEAT,
        progressOf(OrderStatus.PROCESSING_AEAT, COMMON),
        FiscalTerritory.UNSPECIFIED,
        LegalForm.AUTONOMO,
      ),
    ).toEqual({ kind: 'thanks', progressBars: [100, 50, 0] });
  });
});

describe('getSpanishCompanyProgressBars', () => {
  it.each([
    [OrderStatus.WAITING_ESIGNATURE, [0, 0, 0]],
    [OrderStatus.PROCESSING_NAME_CERTIFICATE, [50, 0, 0]],
    [OrderStatus.AWAITING_CD, [100, 25, 0]],
    [OrderStatus.AWAITING_DEED, [100, 75, 0]],
    [OrderStatus.PROCESSING_AEAT, [100, 100, 25]],
    [OrderStatus.PROCESSING_REGISTRY, [100, 100, 50]],
    [OrderStatus.COMPANY_FORMED, [100, 100, 75]],
    [OrderStatus.COMPLETED, [100, 100, 100]],
  ])('status %i gives %o', (status, bars) => {
    expect(getSpanishCompanyProgressBars(status)).toEqual(bars);
  });
});

describe('getSpanishProgressBars', () => {
  it.each([
    [OrderStatus.QUESTIONNAIRE_RECEIVED, [100, 0, 0]],
    [OrderStatus.PROCESSING_QUESTIONNAIRE, [100, 0, 0]],
    [OrderStatus.PROCESSING_AEAT, [100, 50, 0]],
    [OrderStatus.PROCESSING_TGSS, [100, 100, 50]],
    [OrderStatus.COMPANY_FORMED, [100, 100, 100]],
    [OrderStatus.COMPLETED, [100, 100, 100]],
  ])('status %i gives %o', (status, bars) => {
    expect(getSpanishProgressBars(status)).toEqual(bars);
  });

  it('an approved questionnaire has not reached the tax agency yet: 100/0/0', () => {
    expect(getSpanishProgressBars(OrderStatus.QUESTIONNAIRE_APPROVED)).toEqual([100, 0, 0]);
  });
});

describe('checklist', () => {
  it('has the four funnels of spec 02 and the company’s with their time estimates', () => {
    expect(SPANISH_CHECKLIST.map(({ funnel, minutes }) => `${funnel} ${minutes}`)).toEqual([
      'digital-certificate 2-5',
      'personal-information 10-15',
      'business-information 10-15',
      'company-formation 10-15',
      'final-summary 2-5',
    ]);
  });

  it('a funnel not started continues at its first step, 0 of its steps answered', () => {
    const progress = progressOf(OrderStatus.PLACED, COMMON);
    expect(getChecklistCard(progress, 'personal-information')).toEqual({
      funnel: 'personal-information',
      answered: 0,
      total: 7,
      action: 'continue',
      target: { funnelName: 'personal-information', stepName: 'id' },
      disabled: false,
    });
  });

  it('a funnel half answered continues at its first unanswered step', () => {
    const progress = progressOf(OrderStatus.PLACED, {
      businessInformation: {
        ...COMMON.businessInformation,
        hasSocialSecurityNumber: YesNo.TRUE,
        nafSocialSecurityNumber: '281234567840',
        activityDescription: 'Diseño gráfico',
      },
    });
    expect(getChecklistCard(progress, 'business-information')).toMatchObject({
      answered: 2,
      total: 7,
      action: 'continue',
      target: { funnelName: 'business-information', stepName: 'previous-activity' },
    });
  });

  it('a complete funnel is edited from its first step', () => {
    const progress = progressOf(OrderStatus.PLACED, COMMON, CERTIFICATE.metadata, CERTIFICATE.refs);
    expect(getChecklistCard(progress, 'digital-certificate')).toEqual({
      funnel: 'digital-certificate',
      answered: 1,
      total: 1,
      action: 'edit',
      target: { funnelName: 'digital-certificate', stepName: 'certificate' },
      disabled: false,
    });
  });

  it('the final summary is disabled until the funnels before it are complete', () => {
    const progress = progressOf(OrderStatus.PLACED, COMMON, CERTIFICATE.metadata, CERTIFICATE.refs);
    expect(getChecklistCard(progress, 'final-summary')).toMatchObject({
      answered: 0,
      total: 1,
      action: 'continue',
      disabled: true,
    });
  });

  it('an unknown funnel has no card', () => {
    expect(() => getChecklistCard(progressOf(OrderStatus.PLACED), 'nowhere')).toThrow(
      'No first step found',
    );
  });
});

describe('isTerritoryNotServed', () => {
  it.each<[string, OrderStatus, FiscalTerritory, boolean]>([
    ['a draft for Navarra', OrderStatus.DRAFT, FiscalTerritory.NAVARRA, true],
    ['a draft for Bizkaia', OrderStatus.DRAFT, FiscalTerritory.BIZKAIA, true],
    ['a draft for the Canary Islands', OrderStatus.DRAFT, FiscalTerritory.CANARY_ISLANDS, true],
    ['a draft for the rest of Spain', OrderStatus.DRAFT, FiscalTerritory.REST_OF_SPAIN, false],
    ['a draft without a territory yet', OrderStatus.DRAFT, FiscalTerritory.UNSPECIFIED, false],
    ['a paid order', OrderStatus.PLACED, FiscalTerritory.NAVARRA, false],
  ])('%s is not served: %s', (_what, status, territory, expected) => {
    expect(isTerritoryNotServed(status, territory)).toBe(expected);
  });
});
