import { CountryCode, LegalForm, OrderStatus, UkJurisdiction } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { computeProgress } from '../progress.js';
import type { UkIncorporationAnswers } from './answers.js';
import { UK_QUESTIONNAIRE } from './funnels.js';
import { COMPLETE_UK_ANSWERS } from './test-fixtures.js';

function progressOf(answers: UkIncorporationAnswers, status = OrderStatus.WAITING_QUESTIONS) {
  return computeProgress(UK_QUESTIONNAIRE, {
    country: CountryCode.UK,
    legalForm: LegalForm.LTD,
    status,
    metadata: {},
    documentRefs: {},
    answers: { ukIncorporation: answers },
  });
}

describe('UK_QUESTIONNAIRE', () => {
  it('a paid order with no answers starts at the company name', () => {
    const progress = progressOf({});
    expect([progress.currentFunnel, progress.currentStep]).toEqual(['company', 'name']);
  });

  it('every section answered leads to the summary', () => {
    const progress = progressOf(COMPLETE_UK_ANSWERS);
    expect([progress.currentFunnel, progress.currentStep]).toEqual(['final-summary', 'summary']);
  });

  it('a change of jurisdiction sends the founder back to the registered office', () => {
    const progress = progressOf({
      ...COMPLETE_UK_ANSWERS,
      company: { companyName: 'Acme Ltd', jurisdiction: UkJurisdiction.SCOTLAND },
    });
    expect([progress.currentFunnel, progress.currentStep]).toEqual([
      'company',
      'registered-office',
    ]);
  });

  it('a smaller share capital sends the founder back to the persons with significant control', () => {
    const capital = COMPLETE_UK_ANSWERS.shareCapital!;
    const progress = progressOf({
      ...COMPLETE_UK_ANSWERS,
      shareCapital: {
        ...capital,
        shareholders: [
          {
            ...capital.shareholders![0]!,
            holdings: [{ className: 'Ordinary', shares: 10, amountPaidPerSharePence: 100 }],
          },
        ],
      },
    });
    expect([progress.currentFunnel, progress.currentStep]).toEqual([
      'people',
      'significant-control',
    ]);
  });
});
