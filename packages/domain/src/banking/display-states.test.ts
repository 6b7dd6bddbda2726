import { ShareholderStatus, VerificationStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getTransferDisplayState, getVerificationDisplayState } from './display-states.js';

describe('identity verification display (spec 01 §4)', () => {
  it.each([
    [VerificationStatus.NOT_STARTED, 'pending'],
    [VerificationStatus.WAITING_FOR_INFORMATION, 'pending'],
    [VerificationStatus.PENDING, 'done'],
    [VerificationStatus.VERIFIED, 'approved'],
    [VerificationStatus.REFUSED, 'rejected'],
    [VerificationStatus.UNSPECIFIED, undefined],
  ])('%s shows %s', (status, state) => {
    expect(getVerificationDisplayState(status)).toBe(state);
  });
});

describe('shareholder transfer display (spec 01 §4)', () => {
  it.each([
    [ShareholderStatus.WAITING_FOR_TRANSFER, 'pending'],
    [ShareholderStatus.CAPITAL_TRANSFERRED, 'approved'],
    [ShareholderStatus.UNSPECIFIED, undefined],
  ])('%s shows %s', (status, state) => {
    expect(getTransferDisplayState(status)).toBe(state);
  });
});
