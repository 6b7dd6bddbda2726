import type { Locale } from '@foundly/domain';

export interface CreateCompanyOnboardingInput {
  /** Our company account's id: a retried creation finds the same onboarding where the bank allows it. */
  externalId: string;
  email: string;
  companyName: string;
  locale: Locale;
  /** Where the bank sends the founder back once they finished its onboarding. */
  redirectUrl: string;
}

export interface CreatedCompanyOnboarding {
  onboardingId: string;
  /** Where the founder fills in the bank's onboarding (Swan's `onboardingUrl`). */
  onboardingUrl: string;
}

/**
 * A company onboarding as the bank reports it: its information `valid` or
 * `invalid` while it is ongoing (Swan's statusInfo Valid / Invalid), then
 * `finalized` once the account is open, with the founder's membership of it
 * and where its web banking is.
 */
export interface CompanyOnboardingState {
  onboardingId: string;
  status: 'valid' | 'invalid' | 'finalized';
  legalRepresentativeMembershipId: string | undefined;
  bankPortalUrl: string | undefined;
}

/**
 * A bank webhook once its authenticity is checked. Like Swan's, it only names
 * what changed (`Onboarding.Updated` and the onboarding's id): the state is
 * read again from the bank.
 */
export interface BankWebhookEvent {
  eventId: string;
  eventType: string;
  resourceId: string;
}

/** A webhook that is not authentic (signature or secret missing, wrong, or too old) or not an event. */
export class BankWebhookRefusedError extends Error {
  override name = 'BankWebhookRefusedError';
}

/** The bank that opens the business account: Swan, or the embedded sandbox that behaves like it. */
export interface CompanyAccountOnboardingProvider {
  readonly name: 'sandbox' | 'swan';
  createOnboarding(input: CreateCompanyOnboardingInput): Promise<CreatedCompanyOnboarding>;
  /** The onboarding's current state; undefined when the bank does not know it. */
  getOnboarding(onboardingId: string): Promise<CompanyOnboardingState | undefined>;
  /** Checks the webhook's authenticity on its exact bytes and reads it; throws BankWebhookRefusedError. */
  parseWebhook(rawBody: Buffer, headers: Headers, receivedAt: Date): BankWebhookEvent;
}
