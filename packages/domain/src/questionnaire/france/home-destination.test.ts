import { OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getFrenchHomeDestination, type FrenchHomeDestination } from './home-destination.js';

const S = OrderStatus;
const AT_BUSINESS_NAME = { currentFunnel: 'business-information', currentStep: 'name' };
const step = (funnelName: string, stepName: string): FrenchHomeDestination => ({
  kind: 'step',
  funnelName,
  stepName,
});
const OVERVIEW: FrenchHomeDestination = { kind: 'overview' };

describe('getFrenchHomeDestination', () => {
  it.each<[string, OrderStatus, FrenchHomeDestination]>([
    ['DRAFT goes to the payment whatever the progress', S.DRAFT, step('pre-payment', 'payment')],
    ['PLACED goes to the current step', S.PLACED, step('business-information', 'name')],
    [
      'WAITING_QUESTIONS goes to the current step',
      S.WAITING_QUESTIONS,
      step('business-information', 'name'),
    ],
    [
      'WAITING_ESIGNATURE without the intro read goes to the intro',
      S.WAITING_ESIGNATURE,
      step('e-signature', 'intro'),
    ],
    [
      'QUESTIONNAIRE_RECEIVED goes to the verification screen',
      S.QUESTIONNAIRE_RECEIVED,
      step('e-signature', 'waiting-approval'),
    ],
    [
      'PROCESSING_QUESTIONNAIRE goes to the verification screen',
      S.PROCESSING_QUESTIONNAIRE,
      step('e-signature', 'waiting-approval'),
    ],
    [
      'QUESTIONNAIRE_APPROVED goes to the verification screen',
      S.QUESTIONNAIRE_APPROVED,
      step('e-signature', 'waiting-approval'),
    ],
    ['AWAITING_CD shows the overview', S.AWAITING_CD, OVERVIEW],
    ['PROCESSING_PUBLICATION shows the overview', S.PROCESSING_PUBLICATION, OVERVIEW],
    ['PUBLICATION_RECEIVED shows the overview', S.PUBLICATION_RECEIVED, OVERVIEW],
    ['PROCESSING_REGISTRY shows the overview', S.PROCESSING_REGISTRY, OVERVIEW],
    ['COMPANY_FORMED shows the overview', S.COMPANY_FORMED, OVERVIEW],
    ['AWAITING_FUNDS shows the overview', S.AWAITING_FUNDS, OVERVIEW],
    ['COMPLETED shows the overview', S.COMPLETED, OVERVIEW],
    ['PROCESSING_AEAT (Spanish) shows the overview', S.PROCESSING_AEAT, OVERVIEW],
    ['PROCESSING_TGSS (Spanish) shows the overview', S.PROCESSING_TGSS, OVERVIEW],
    ['CANCELED shows the cancelled screen', S.CANCELED, { kind: 'cancelled' }],
    ['DECLINED shows the cancelled screen', S.DECLINED, { kind: 'cancelled' }],
    ['UNSPECIFIED shows the overview', S.UNSPECIFIED, OVERVIEW],
  ])('%s', (_title, status, expected) => {
    expect(getFrenchHomeDestination({ status, metadata: {}, ...AT_BUSINESS_NAME })).toEqual(
      expected,
    );
  });

  it('covers every order status', () => {
    const statuses = Object.values(OrderStatus).filter((value) => typeof value === 'number');
    for (const status of statuses) {
      expect(() => getFrenchHomeDestination({ status, metadata: {} })).not.toThrow();
    }
    expect(statuses).toHaveLength(21);
  });

  it.each([S.PLACED, S.WAITING_QUESTIONS])(
    'status %s with the progress not known yet shows the overview',
    (status) => {
      expect(getFrenchHomeDestination({ status, metadata: {} })).toEqual(OVERVIEW);
      expect(
        getFrenchHomeDestination({ status, metadata: {}, currentFunnel: '', currentStep: '' }),
      ).toEqual(OVERVIEW);
    },
  );

  it('DRAFT with the progress not known yet still goes to the payment', () => {
    expect(getFrenchHomeDestination({ status: S.DRAFT, metadata: {} })).toEqual(
      step('pre-payment', 'payment'),
    );
  });

  it('WAITING_ESIGNATURE with esignature_intro_viewed set goes to the waiting screen', () => {
    expect(
      getFrenchHomeDestination({
        status: S.WAITING_ESIGNATURE,
        metadata: { esignature_intro_viewed: '1' },
      }),
    ).toEqual(step('e-signature', 'waiting-signature'));
  });

  it('the e-signature intro read does not move a file under review', () => {
    expect(
      getFrenchHomeDestination({
        status: S.PROCESSING_QUESTIONNAIRE,
        metadata: { esignature_intro_viewed: '1' },
      }),
    ).toEqual(step('e-signature', 'waiting-approval'));
  });
});
