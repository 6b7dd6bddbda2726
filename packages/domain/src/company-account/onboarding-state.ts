import { CompanyAccountOnboardingStatus } from '@foundly/proto';

/**
 * Where a business account stands on our side, as the server stores it:
 * `subscribed` (paid; the bank's onboarding is being opened),
 * `registration_pending` (the founder finishes it at the bank) or `completed`.
 */
export const COMPANY_ACCOUNT_STATUSES = [
  'subscribed',
  'registration_pending',
  'completed',
] as const;
export type CompanyAccountStatusName = (typeof COMPANY_ACCOUNT_STATUSES)[number];

/** The stored business account, when there is one. */
export interface CompanyAccountRecord {
  status: CompanyAccountStatusName;
  onboardingUrl: string | null;
  bankPortalUrl: string | null;
}

/** What GetCompanyAccountOnboarding answers about it. */
export interface CompanyAccountOnboardingView {
  status: CompanyAccountOnboardingStatus;
  onboardingUrl: string;
  bankPortalUrl: string;
  /** Paid, and the onboarding link is being asked of the bank: it follows within seconds. */
  onboardingPreparing: boolean;
}

/**
 * The spec's states of the business account (spec 01 §4): nothing yet is
 * `created`; paid is `registration_pending`, with the bank's onboarding URL
 * once the bank gave it (`onboardingPreparing` until then); open at the bank
 * is `completed`, with the bank portal's URL.
 */
export function getOnboardingView(
  record: CompanyAccountRecord | undefined,
): CompanyAccountOnboardingView {
  if (!record) {
    return {
      status: CompanyAccountOnboardingStatus.CREATED,
      onboardingUrl: '',
      bankPortalUrl: '',
      onboardingPreparing: false,
    };
  }
  if (record.status === 'completed') {
    return {
      status: CompanyAccountOnboardingStatus.COMPLETED,
      onboardingUrl: '',
      bankPortalUrl: record.bankPortalUrl ?? '',
      onboardingPreparing: false,
    };
  }
  return {
    status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
    onboardingUrl: record.onboardingUrl ?? '',
    bankPortalUrl: '',
    onboardingPreparing: record.status === 'subscribed',
  };
}

/** What the /my-account page shows. */
export type BusinessAccountScreen =
  | { kind: 'created' }
  | { kind: 'preparing' }
  | { kind: 'registration_pending'; onboardingUrl: string }
  | { kind: 'completed'; bankPortalUrl: string }
  | { kind: 'error' };

/** Whether `value` is an address a browser may be sent to: http or https only. */
function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The screen of an onboarding as GetCompanyAccountOnboarding answered it: an
 * unknown status, or a pending or completed one without its URL (or with an
 * address that is not a web page), is the error state (spec 01 §4), except
 * while the onboarding link is being prepared.
 */
export function getBusinessAccountScreen(onboarding: {
  status: CompanyAccountOnboardingStatus;
  onboardingUrl: string;
  bankPortalUrl: string;
  onboardingPreparing: boolean;
}): BusinessAccountScreen {
  switch (onboarding.status) {
    case CompanyAccountOnboardingStatus.CREATED:
      return { kind: 'created' };
    case CompanyAccountOnboardingStatus.REGISTRATION_PENDING:
      if (isWebAddress(onboarding.onboardingUrl)) {
        return { kind: 'registration_pending', onboardingUrl: onboarding.onboardingUrl };
      }
      return onboarding.onboardingPreparing ? { kind: 'preparing' } : { kind: 'error' };
    case CompanyAccountOnboardingStatus.COMPLETED:
      return isWebAddress(onboarding.bankPortalUrl)
        ? { kind: 'completed', bankPortalUrl: onboarding.bankPortalUrl }
        : { kind: 'error' };
    default:
      return { kind: 'error' };
  }
}
