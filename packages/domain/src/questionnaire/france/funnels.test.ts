import {
  ActivityType,
  FrenchIdentityDocumentType,
  LegalForm,
  MaritalStatus,
  OrderStatus,
} from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getNextStep, getPreviousStep } from '../navigation.js';
import { computeProgress, type StepRef } from '../progress.js';
import {
  COMPLETE_ANSWERS,
  COMPLETE_METADATA,
  COMPLETE_REFS,
  frenchContext,
} from '../test-fixtures.js';
import type { FrenchAnswers } from './answers.js';
import { FRENCH_QUESTIONNAIRE, TRADE_NAME_VIEWED } from './funnels.js';

const skipped = (context: Parameters<typeof frenchContext>[0]) =>
  computeProgress(FRENCH_QUESTIONNAIRE, frenchContext(context)).skipSteps.map(
    (ref: StepRef) => `${ref.funnelName}/${ref.stepName}`,
  );

const CHECKOUT_PAGES = ['pre-payment/stripe', 'pre-payment/success', 'pre-payment/failure'];
const SPOUSE_STEPS = [
  'personal-information/spouse-name',
  'personal-information/spouse-birth-place',
  'confirm-identity/spouse-id',
];

const withAnswers = (answers: FrenchAnswers, legalForm = LegalForm.SASU) => ({
  legalForm,
  answers,
});

describe('the French funnels', () => {
  it('follow the default funnel order of spec 01 §4', () => {
    expect(FRENCH_QUESTIONNAIRE.funnels.map((funnel) => funnel.name)).toEqual([
      'pre-payment',
      'personal-information',
      'business-information',
      'capital-deposit',
      'confirm-identity',
      'final-summary',
      'e-signature',
    ]);
  });

  it('hold the steps of spec 01 §2 in order', () => {
    const steps = Object.fromEntries(
      FRENCH_QUESTIONNAIRE.funnels.map((funnel) => [
        funnel.name,
        funnel.steps.map((step) => step.name),
      ]),
    );
    expect(steps).toEqual({
      'pre-payment': ['payment', 'stripe', 'success', 'failure'],
      'personal-information': [
        'name',
        'address',
        'gender',
        'filiation',
        'current-situation',
        'birth-place',
        'marital-status',
        'spouse-name',
        'spouse-birth-place',
        'additional-info',
        'activities',
      ],
      'business-information': [
        'address',
        'name',
        'activity',
        'artisanal',
        'lifetime',
        'vat',
        'end-of-financial-year',
        'expected-volume',
        'contact',
        'urssaf',
        'fiscal-option',
      ],
      'capital-deposit': ['amount'],
      'confirm-identity': ['intro', 'id', 'spouse-id', 'personal-poa', 'business-poa'],
      'final-summary': ['summary'],
      'e-signature': ['intro', 'waiting-signature', 'waiting-approval'],
    });
  });
});

describe('skip rules', () => {
  it('SASU without answers: checkout pages, spouse steps, URSSAF and fiscal option', () => {
    expect(skipped({ legalForm: LegalForm.SASU })).toEqual([
      ...CHECKOUT_PAGES,
      SPOUSE_STEPS[0],
      SPOUSE_STEPS[1],
      'business-information/urssaf',
      'business-information/fiscal-option',
      SPOUSE_STEPS[2],
    ]);
  });

  it('EURL: asks the URSSAF frequency but not the fiscal option', () => {
    const list = skipped({ legalForm: LegalForm.EURL });
    expect(list).not.toContain('business-information/urssaf');
    expect(list).toContain('business-information/fiscal-option');
    expect(list).not.toContain('capital-deposit/amount');
  });

  it('micro-entreprise: no capital, company lifetime or financial year end; asks the fiscal option', () => {
    const list = skipped({ legalForm: LegalForm.MICROENTERPRISE });
    expect(list).toEqual(
      expect.arrayContaining([
        'capital-deposit/amount',
        'business-information/lifetime',
        'business-information/end-of-financial-year',
      ]),
    );
    expect(list).not.toContain('business-information/fiscal-option');
    expect(list).not.toContain('business-information/urssaf');
  });

  it.each([MaritalStatus.MARRIED, MaritalStatus.PACS] as const)(
    '%s: asks the spouse steps',
    (maritalStatus) => {
      const list = skipped(withAnswers({ personalInformation: { maritalStatus } }));
      for (const step of SPOUSE_STEPS) expect(list).not.toContain(step);
    },
  );

  it.each([MaritalStatus.SINGLE, MaritalStatus.DIVORCED, MaritalStatus.WIDOWED] as const)(
    '%s: skips the spouse steps',
    (maritalStatus) => {
      const list = skipped(withAnswers({ personalInformation: { maritalStatus } }));
      for (const step of SPOUSE_STEPS) expect(list).toContain(step);
    },
  );

  it('skips the business proof of address when the company is registered at home', () => {
    const atHome = { companyDetails: { isRegisteredAddressSameAsPersonalAddress: true } };
    const elsewhere = { companyDetails: { isRegisteredAddressSameAsPersonalAddress: false } };
    expect(skipped(withAnswers(atHome))).toContain('confirm-identity/business-poa');
    expect(skipped(withAnswers(elsewhere))).not.toContain('confirm-identity/business-poa');
  });

  it('skips the artisanal question for a liberal profession', () => {
    const liberal = { companyDetails: { activityType: ActivityType.LIBERAL } };
    const commercial = { companyDetails: { activityType: ActivityType.COMMERCIAL } };
    expect(skipped(withAnswers(liberal))).toContain('business-information/artisanal');
    expect(skipped(withAnswers(commercial))).not.toContain('business-information/artisanal');
  });
});

describe('completion', () => {
  const placed = frenchContext({ status: OrderStatus.PLACED });

  it('puts a paid order with no answers at personal-information/name', () => {
    const progress = computeProgress(FRENCH_QUESTIONNAIRE, placed);
    expect(progress).toMatchObject({
      currentFunnel: 'personal-information',
      currentStep: 'name',
      completedFunnels: ['pre-payment'],
    });
  });

  it('puts a draft order at the payment step', () => {
    const progress = computeProgress(
      FRENCH_QUESTIONNAIRE,
      frenchContext({ status: OrderStatus.DRAFT }),
    );
    expect(progress).toMatchObject({ currentFunnel: 'pre-payment', currentStep: 'payment' });
  });

  it('reaches the final summary once every answer and document is given', () => {
    const progress = computeProgress(FRENCH_QUESTIONNAIRE, {
      ...placed,
      answers: COMPLETE_ANSWERS,
      metadata: COMPLETE_METADATA,
      documentRefs: COMPLETE_REFS,
    });
    expect(progress).toMatchObject({ currentFunnel: 'final-summary', currentStep: 'summary' });
    expect(progress.completedFunnels).toEqual([
      'pre-payment',
      'personal-information',
      'business-information',
      'capital-deposit',
      'confirm-identity',
    ]);
  });

  it('needs both sides of an identity card but one page of a passport', () => {
    const withCard: FrenchAnswers = {
      ...COMPLETE_ANSWERS,
      personalInformation: {
        ...COMPLETE_ANSWERS.personalInformation,
        identityDocumentType: FrenchIdentityDocumentType.ID_CARD,
      },
    };
    const context = { ...placed, metadata: COMPLETE_METADATA, answers: withCard };
    const front = computeProgress(FRENCH_QUESTIONNAIRE, {
      ...context,
      documentRefs: COMPLETE_REFS,
    });
    expect(front).toMatchObject({ currentFunnel: 'confirm-identity', currentStep: 'id' });
    const both = computeProgress(FRENCH_QUESTIONNAIRE, {
      ...context,
      documentRefs: { ...COMPLETE_REFS, identityBackId: 'doc-3' },
    });
    expect(both.currentFunnel).toBe('final-summary');
  });

  it("asks a micro-entrepreneur's optional trading name until it has been seen", () => {
    const micro = {
      ...placed,
      legalForm: LegalForm.MICROENTERPRISE,
      answers: { companyDetails: { isRegisteredAddressSameAsPersonalAddress: true } },
    };
    const stepOf = (metadata: Record<string, string>) =>
      computeProgress(FRENCH_QUESTIONNAIRE, { ...micro, metadata })
        .funnels.find((funnel) => funnel.name === 'business-information')
        ?.steps.find((step) => step.name === 'name');
    expect(stepOf({})?.completed).toBe(false);
    expect(stepOf({ [TRADE_NAME_VIEWED]: '1' })?.completed).toBe(true);
  });

  it('moves through the e-signature screens with the status and the intro metadata', () => {
    const base = {
      ...placed,
      answers: COMPLETE_ANSWERS,
      metadata: COMPLETE_METADATA,
      documentRefs: COMPLETE_REFS,
    };
    const at = (status: OrderStatus, metadata: Record<string, string> = COMPLETE_METADATA) =>
      computeProgress(FRENCH_QUESTIONNAIRE, { ...base, status, metadata });
    expect(at(OrderStatus.WAITING_ESIGNATURE)).toMatchObject({
      currentFunnel: 'e-signature',
      currentStep: 'intro',
    });
    expect(
      at(OrderStatus.WAITING_ESIGNATURE, { ...COMPLETE_METADATA, esignature_intro_viewed: '1' }),
    ).toMatchObject({ currentStep: 'waiting-signature' });
    expect(at(OrderStatus.QUESTIONNAIRE_RECEIVED)).toMatchObject({
      currentStep: 'waiting-approval',
    });
    expect(at(OrderStatus.QUESTIONNAIRE_APPROVED)).toMatchObject({
      currentStep: 'waiting-approval',
    });
    expect(at(OrderStatus.AWAITING_CD)).toMatchObject({ completed: true, percentage: 100 });
  });

  it('sends a completed questionnaire home from its last step', () => {
    const progress = computeProgress(FRENCH_QUESTIONNAIRE, {
      ...placed,
      status: OrderStatus.AWAITING_CD,
      answers: COMPLETE_ANSWERS,
      metadata: COMPLETE_METADATA,
      documentRefs: COMPLETE_REFS,
    });
    expect(getNextStep(progress, 'e-signature', 'waiting-approval')).toEqual({ kind: 'home' });
  });
});

describe('next and back across funnel boundaries', () => {
  const progress = computeProgress(FRENCH_QUESTIONNAIRE, {
    ...frenchContext({ status: OrderStatus.WAITING_QUESTIONS }),
    answers: COMPLETE_ANSWERS,
  });
  const micro = computeProgress(FRENCH_QUESTIONNAIRE, {
    ...frenchContext({
      status: OrderStatus.WAITING_QUESTIONS,
      legalForm: LegalForm.MICROENTERPRISE,
    }),
    answers: COMPLETE_ANSWERS,
  });

  it('goes from the last personal step to the first business step and back', () => {
    expect(getNextStep(progress, 'personal-information', 'activities')).toEqual({
      kind: 'step',
      funnelName: 'business-information',
      stepName: 'address',
    });
    expect(getPreviousStep(progress, 'business-information', 'address')).toEqual({
      kind: 'step',
      funnelName: 'personal-information',
      stepName: 'activities',
    });
  });

  it('skips the spouse steps of a single founder both ways', () => {
    expect(getNextStep(progress, 'personal-information', 'marital-status')).toMatchObject({
      stepName: 'additional-info',
    });
    expect(getPreviousStep(progress, 'personal-information', 'additional-info')).toMatchObject({
      stepName: 'marital-status',
    });
  });

  it('goes from the SASU business funnel to the capital deposit', () => {
    expect(getNextStep(progress, 'business-information', 'expected-volume')).toMatchObject({
      stepName: 'contact',
    });
    expect(getNextStep(progress, 'business-information', 'contact')).toEqual({
      kind: 'step',
      funnelName: 'capital-deposit',
      stepName: 'amount',
    });
  });

  it('takes a micro-entreprise from the fiscal option straight to its documents', () => {
    expect(getNextStep(micro, 'business-information', 'fiscal-option')).toEqual({
      kind: 'step',
      funnelName: 'confirm-identity',
      stepName: 'intro',
    });
    expect(getPreviousStep(micro, 'confirm-identity', 'intro')).toEqual({
      kind: 'step',
      funnelName: 'business-information',
      stepName: 'fiscal-option',
    });
  });

  it('goes back from the first question to the payment step, the start of the questionnaire', () => {
    expect(getPreviousStep(progress, 'personal-information', 'name')).toEqual({
      kind: 'step',
      funnelName: 'pre-payment',
      stepName: 'payment',
    });
  });
});
