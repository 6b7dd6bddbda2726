import { LegalForm, OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  hasCapitalDeposit,
  isCapitalDepositEligible,
  isCapitalDepositPageStatus,
} from './eligibility.js';

const ELIGIBLE = [
  'AWAITING_CD',
  'PROCESSING_PUBLICATION',
  'PUBLICATION_RECEIVED',
  'PROCESSING_REGISTRY',
  'COMPANY_FORMED',
  'AWAITING_FUNDS',
  'COMPLETED',
];
const STATUSES = Object.values(OrderStatus).filter(
  (value): value is OrderStatus => typeof value === 'number',
);

describe('capital deposit eligibility (spec 01 §4)', () => {
  it('a SASU or EURL is eligible from AWAITING_CD to COMPLETED', () => {
    for (const form of [LegalForm.SASU, LegalForm.EURL]) {
      const eligible = STATUSES.filter((status) => isCapitalDepositEligible(form, status));
      expect(eligible.map((status) => OrderStatus[status])).toEqual(ELIGIBLE);
    }
  });

  it('the page leaves out PUBLICATION_RECEIVED', () => {
    const shown = STATUSES.filter((status) => isCapitalDepositPageStatus(LegalForm.SASU, status));
    expect(shown.map((status) => OrderStatus[status])).toEqual(
      ELIGIBLE.filter((name) => name !== 'PUBLICATION_RECEIVED'),
    );
  });

  it('QUESTIONNAIRE_APPROVED, just before the deposit, is not eligible', () => {
    expect(isCapitalDepositEligible(LegalForm.SASU, OrderStatus.QUESTIONNAIRE_APPROVED)).toBe(
      false,
    );
  });

  it('a micro-entreprise never is, nor a Spanish form', () => {
    expect(hasCapitalDeposit(LegalForm.MICROENTERPRISE)).toBe(false);
    expect(hasCapitalDeposit(LegalForm.SL)).toBe(false);
    for (const status of STATUSES) {
      expect(isCapitalDepositEligible(LegalForm.MICROENTERPRISE, status)).toBe(false);
      expect(isCapitalDepositPageStatus(LegalForm.MICROENTERPRISE, status)).toBe(false);
    }
  });
});
