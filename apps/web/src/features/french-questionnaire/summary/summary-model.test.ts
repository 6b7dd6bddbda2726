import { create } from '@bufbuild/protobuf';
import {
  DocumentRefSchema,
  FrenchIdentityDocumentType,
  Gender,
  MaritalStatus,
  QuestionnaireProgressSchema,
  QuestionnaireSchema,
  VatFrequency,
  VatRegime,
} from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { buildSummary, type SummaryInput } from './summary-model.js';

const FUNNELS: Record<string, string[]> = {
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
  'business-information': ['address', 'name', 'activity', 'artisanal', 'lifetime', 'vat'],
  'capital-deposit': ['amount'],
  'confirm-identity': ['intro', 'id', 'spouse-id', 'personal-poa', 'business-poa'],
  'final-summary': ['summary'],
};

function progress(skipped: [string, string][] = []) {
  return create(QuestionnaireProgressSchema, {
    funnels: Object.entries(FUNNELS).map(([name, steps]) => ({
      name,
      steps: steps.map((step) => ({
        name: step,
        skipped: skipped.some(([funnel, skip]) => funnel === name && skip === step),
      })),
    })),
    skipSteps: skipped.map(([funnelName, stepName]) => ({ funnelName, stepName })),
  });
}

function input(overrides: Partial<SummaryInput> = {}): SummaryInput {
  return {
    questionnaire: create(QuestionnaireSchema, {
      personalInformation: {
        fullName: { first: 'Marie', middle: 'Anne', last: 'Curie' },
        gender: Gender.FEMALE,
        maritalStatus: MaritalStatus.MARRIED,
        spouse: {
          fullName: { first: 'Pierre', last: 'Curie' },
          identityDocumentType: FrenchIdentityDocumentType.PASSPORT,
        },
        firstParent: { unknown: true },
        identityDocumentType: FrenchIdentityDocumentType.ID_CARD,
        hasCurrentActivity: false,
        hasWorkedAsSelfEmployed: true,
        pastActivity: { endDate: '2020-06-30' },
        socialSecurityNumber: '285057800608436',
      },
      companyDetails: {
        isRegisteredAddressSameAsPersonalAddress: true,
        activities: ['62.01Z'],
        vta: { regime: VatRegime.FRANCHISE, frequency: VatFrequency.MONTHLY },
      },
      capitalDeposit: { paidUpCapital: 1000, numberOfShares: 100 },
    }),
    metadata: { identity_intro_viewed: '1' },
    documentRefs: {
      identityFrontId: 'doc-front',
      identityBackId: 'doc-back',
      spouseIdentityFrontId: 'doc-spouse',
      spouseIdentityBackId: 'doc-spouse-old-back',
    },
    documents: [
      create(DocumentRefSchema, { id: 'doc-front', fileName: 'recto.jpg' }),
      create(DocumentRefSchema, { id: 'doc-back', fileName: 'verso.jpg' }),
      create(DocumentRefSchema, { id: 'doc-spouse', fileName: 'passeport.pdf' }),
      create(DocumentRefSchema, { id: 'doc-spouse-old-back', fileName: 'old.jpg' }),
    ],
    progress: progress(),
    ...overrides,
  };
}

const stepOf = (summary: ReturnType<typeof buildSummary>, funnel: string, step: string) =>
  summary
    .find((section) => section.funnelName === funnel)
    ?.steps.find((candidate) => candidate.stepName === step);

describe('buildSummary', () => {
  it('lists the summarised funnels in order, without the summary itself', () => {
    expect(buildSummary(input()).map((section) => section.funnelName)).toEqual([
      'personal-information',
      'business-information',
      'capital-deposit',
      'confirm-identity',
    ]);
  });

  it('joins the names and leaves out steps without an answer', () => {
    const summary = buildSummary(input());
    expect(stepOf(summary, 'personal-information', 'name')?.rows).toEqual([
      { field: 'fullName', value: { kind: 'text', text: 'Marie Anne Curie' } },
    ]);
    expect(stepOf(summary, 'personal-information', 'address')).toBeUndefined();
    expect(stepOf(summary, 'confirm-identity', 'intro')).toBeUndefined();
  });

  it('a skipped step is not listed even when it holds answers', () => {
    const summary = buildSummary(
      input({ progress: progress([['personal-information', 'spouse-name']]) }),
    );
    expect(stepOf(summary, 'personal-information', 'spouse-name')).toBeUndefined();
    expect(stepOf(buildSummary(input()), 'personal-information', 'spouse-name')).toBeDefined();
  });

  it('an unknown parent is shown as unknown', () => {
    expect(stepOf(buildSummary(input()), 'personal-information', 'filiation')?.rows).toEqual([
      { field: 'firstParent', value: { kind: 'note', note: 'unknownParent' } },
    ]);
  });

  it('the past activity end date only follows a yes', () => {
    expect(stepOf(buildSummary(input()), 'personal-information', 'activities')?.rows).toEqual([
      { field: 'hasCurrentActivity', value: { kind: 'yesNo', value: false } },
      { field: 'hasWorkedAsSelfEmployed', value: { kind: 'yesNo', value: true } },
      { field: 'pastActivityEnd', value: { kind: 'date', iso: '2020-06-30' } },
    ]);
  });

  it('a company registered at home says so instead of repeating the address', () => {
    expect(stepOf(buildSummary(input()), 'business-information', 'address')?.rows).toEqual([
      { field: 'registeredOffice', value: { kind: 'note', note: 'atHome' } },
    ]);
  });

  it('the VAT frequency is left out under the franchise', () => {
    expect(stepOf(buildSummary(input()), 'business-information', 'vat')?.rows).toEqual([
      { field: 'vatRegime', value: { kind: 'choice', group: 'vatRegime', value: 'FRANCHISE' } },
    ]);
  });

  it('the artisanal answer reads the activityWasNotArtisanal metadata', () => {
    const artisanal = (value: string) =>
      stepOf(
        buildSummary(input({ metadata: { activityWasNotArtisanal: value } })),
        'business-information',
        'artisanal',
      )?.rows;
    expect(artisanal('0')).toEqual([{ field: 'artisanal', value: { kind: 'yesNo', value: true } }]);
    expect(artisanal('1')).toEqual([
      { field: 'artisanal', value: { kind: 'yesNo', value: false } },
    ]);
  });

  it('an identity card shows both sides, a passport its photo page only', () => {
    const summary = buildSummary(input());
    expect(stepOf(summary, 'confirm-identity', 'id')?.rows[1]).toEqual({
      field: 'files',
      value: { kind: 'files', names: ['recto.jpg', 'verso.jpg'] },
    });
    expect(stepOf(summary, 'confirm-identity', 'spouse-id')?.rows[1]).toEqual({
      field: 'files',
      value: { kind: 'files', names: ['passeport.pdf'] },
    });
  });

  it('the capital is in euros with its number of shares', () => {
    expect(stepOf(buildSummary(input()), 'capital-deposit', 'amount')?.rows).toEqual([
      { field: 'paidUpCapital', value: { kind: 'euros', amount: 1000 } },
      { field: 'numberOfShares', value: { kind: 'number', value: 100 } },
    ]);
  });
});
