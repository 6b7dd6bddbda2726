import type { BankCaseStatus, Locale } from '@foundly/domain';

/** A founder to add to a capital deposit case. */
export interface NewShareholder {
  firstName: string;
  lastName: string;
  email: string;
  locale: Locale;
  /** The founder's contribution to transfer, in cents. */
  amountCents: number;
}

export interface OpenCapitalDepositInput {
  /** Our deposit id: the sandbox answers a repeated one with the same case. */
  externalId: string;
  companyName: string;
  currency: 'EUR';
  shareholders: readonly NewShareholder[];
  /** Where the bank's onboarding sends the founder back when they are done. */
  redirectUrl: string;
}

/** The bank's identity verification of an account holder (Swan's VerificationStatus). */
export type BankVerificationStatus =
  'NotStarted' | 'WaitingForInformation' | 'Pending' | 'Verified' | 'Refused';

/** A shareholder's part of the deposit (Swan's ShareholderStatus, the two this product follows). */
export type BankShareholderStatus = 'WaitingForTransfer' | 'CapitalTransferred';

/** A document the bank asks of a shareholder, and where it stands. */
export interface BankShareholderDocument {
  type: string;
  status: 'Pending' | 'Uploaded' | 'Validated' | 'Refused';
}

/** A shareholder as the bank reports it. */
export interface BankShareholder {
  id: string;
  /** Index in the list the case was opened with. */
  position: number;
  fullName: string;
  amountCents: number;
  status: BankShareholderStatus;
  verificationStatus: BankVerificationStatus;
  /** Where the founder verifies their identity and opens their deposit account. */
  onboardingUrl: string | undefined;
  account: { iban: string; bic: string; holder: string } | undefined;
  documents: BankShareholderDocument[];
}

/** A capital deposit case as the bank reports it. */
export interface BankCapitalDepositCase {
  id: string;
  status: BankCaseStatus;
  shareholders: BankShareholder[];
  totalAmountCents: number;
  currency: string;
  /** companyOnboarding.account.legalRepresentativeMembership.id, once the company account exists. */
  legalRepresentativeMembershipId: string | undefined;
  /** Whether the notary's share deposit certificate can be downloaded. */
  hasCertificate: boolean;
  updatedAt: Date;
}

/**
 * What a bank's webhook says once verified. Like Swan's, it only names the
 * event and the case: the case itself is read from the bank, so a late or
 * reordered event can never bring back an old state.
 */
export interface BankWebhookEvent {
  eventId: string;
  type: string;
  caseId: string;
}

/** The banking partner: Swan, or the embedded sandbox that behaves like it. */
export interface BankingProvider {
  readonly name: 'sandbox' | 'swan';
  /** Opens the case; throws `BankingProviderError` (`invalid` when the bank refuses the onboarding data). */
  openCapitalDeposit(input: OpenCapitalDepositInput): Promise<BankCapitalDepositCase>;
  getCapitalDeposit(caseId: string): Promise<BankCapitalDepositCase>;
  /** The notary's share deposit certificate, a PDF. */
  downloadCertificate(caseId: string): Promise<Buffer>;
  /**
   * Verifies the webhook's signature over the raw body and reads the event;
   * throws `BankWebhookError` when the signature is missing or wrong.
   */
  parseWebhook(rawBody: Buffer, headers: Headers): BankWebhookEvent;
}

/** A refusal or outage of the bank: `invalid` data is not retried, `unavailable` is. */
export class BankingProviderError extends Error {
  override name = 'BankingProviderError';
  constructor(
    message: string,
    readonly kind: 'invalid' | 'unavailable',
  ) {
    super(message);
  }
}

export class BankWebhookError extends Error {
  override name = 'BankWebhookError';
}
