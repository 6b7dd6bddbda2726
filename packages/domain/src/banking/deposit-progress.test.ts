import { CapitalDepositStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getCapitalDepositProgress, needsIdentityVerification } from './deposit-progress.js';

const S = CapitalDepositStatus;

describe('capital deposit progress (spec 01 §4)', () => {
  it.each([
    [S.ONBOARDING, 1, 20],
    [S.AWAITING_REVIEW, 1, 20],
    [S.AWAITING_OWNER_ID, 1, 20],
    [S.AWAITING_FUNDS, 2, 40],
    [S.AWAITING_NOTARY, 3, 60],
    [S.CERTIFICATE_RECEIVED, 4, 80],
    [S.COMPLETED, 5, 100],
  ])('%s maps to step %i at %i %%', (status, step, percent) => {
    expect(getCapitalDepositProgress(status)).toEqual({ step, percent });
  });

  it('an unspecified status has no step', () => {
    expect(getCapitalDepositProgress(S.UNSPECIFIED)).toBeUndefined();
  });

  it('the identity banner shows only for AWAITING_OWNER_ID', () => {
    const shown = Object.values(S)
      .filter((value): value is CapitalDepositStatus => typeof value === 'number')
      .filter(needsIdentityVerification);
    expect(shown).toEqual([S.AWAITING_OWNER_ID]);
  });
});
