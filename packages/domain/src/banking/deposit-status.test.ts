import { CapitalDepositStatus, ShareholderStatus, VerificationStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  canMoveCapitalDeposit,
  getCapitalDepositStatus,
  isBankCaseStatus,
  type BankShareholderState,
} from './deposit-status.js';

const S = CapitalDepositStatus;
const V = VerificationStatus;
const waiting = (verificationStatus: VerificationStatus): BankShareholderState => ({
  verificationStatus,
  status: ShareholderStatus.WAITING_FOR_TRANSFER,
});
const transferred: BankShareholderState = {
  verificationStatus: V.VERIFIED,
  status: ShareholderStatus.CAPITAL_TRANSFERRED,
};

describe('deposit status from the bank case', () => {
  it.each([
    ['Initiated', S.ONBOARDING],
    ['WaitingForShareDepositCertificate', S.AWAITING_NOTARY],
    ['WaitingForRegisterExtract', S.CERTIFICATE_RECEIVED],
    ['WaitingForNotaryTransfer', S.CERTIFICATE_RECEIVED],
    ['Completed', S.COMPLETED],
  ] as const)('a case %s is %s', (caseStatus, status) => {
    expect(getCapitalDepositStatus(caseStatus, [transferred])).toBe(status);
  });

  it.each([
    [V.NOT_STARTED, S.AWAITING_OWNER_ID],
    [V.WAITING_FOR_INFORMATION, S.AWAITING_OWNER_ID],
    [V.REFUSED, S.AWAITING_OWNER_ID],
    [V.PENDING, S.AWAITING_REVIEW],
    [V.VERIFIED, S.AWAITING_FUNDS],
  ])('waiting for requirements with an identity %s is %s', (verification, status) => {
    expect(getCapitalDepositStatus('WaitingForRequirements', [waiting(verification)])).toBe(status);
  });

  it('one founder still to verify holds the case at AWAITING_OWNER_ID', () => {
    expect(
      getCapitalDepositStatus('WaitingForRequirements', [transferred, waiting(V.NOT_STARTED)]),
    ).toBe(S.AWAITING_OWNER_ID);
  });

  it('every transfer in, the notary has the file', () => {
    expect(getCapitalDepositStatus('WaitingForRequirements', [transferred])).toBe(
      S.AWAITING_NOTARY,
    );
  });

  it('a case without shareholders is still being created', () => {
    expect(getCapitalDepositStatus('WaitingForRequirements', [])).toBe(S.ONBOARDING);
  });

  it('knows the bank names', () => {
    expect(isBankCaseStatus('WaitingForRegisterExtract')).toBe(true);
    expect(isBankCaseStatus('Closed')).toBe(false);
  });
});

describe('which moves a deposit makes', () => {
  it('identity may go back before the notary has the file', () => {
    expect(canMoveCapitalDeposit(S.AWAITING_REVIEW, S.AWAITING_OWNER_ID)).toBe(true);
    expect(canMoveCapitalDeposit(S.AWAITING_FUNDS, S.AWAITING_NOTARY)).toBe(true);
  });

  it('after the notary, a late report never moves it back', () => {
    expect(canMoveCapitalDeposit(S.AWAITING_NOTARY, S.AWAITING_FUNDS)).toBe(false);
    expect(canMoveCapitalDeposit(S.CERTIFICATE_RECEIVED, S.AWAITING_NOTARY)).toBe(false);
    expect(canMoveCapitalDeposit(S.COMPLETED, S.CERTIFICATE_RECEIVED)).toBe(false);
    expect(canMoveCapitalDeposit(S.CERTIFICATE_RECEIVED, S.COMPLETED)).toBe(true);
  });
});
