import { Code, readRpcFailure } from '@foundly/app-kit';
import { ErrorCode, isFlagEnabled, isMicroEnterprise } from '@foundly/domain';
import {
  CompanyAccountOnboardingStatus,
  LegalForm,
  OrderStatus,
  type CompanyAccountOnboarding,
} from '@foundly/proto';

/** The business account's price when the bank has not quoted one: 8 EUR a month excluding VAT (spec 01 §9). */
const DEFAULT_MONTHLY_PRICE_CENTS = 800;

/** Whether the page offers the business account: a completed micro-entreprise, behind its flag and meBanking. */
export function isBusinessAccountOffered(input: {
  legalForm: LegalForm;
  status: OrderStatus;
  flags: readonly { name: string; enabled: boolean }[];
  meBanking: boolean;
}): boolean {
  return (
    isMicroEnterprise(input.legalForm) &&
    input.status === OrderStatus.COMPLETED &&
    input.meBanking &&
    isFlagEnabled(input.flags, 'business_bank_account')
  );
}

export type BusinessAccountView =
  | { kind: 'created'; priceCents: number; currency: string }
  | { kind: 'registration_pending'; onboardingUrl: string }
  | { kind: 'completed'; portalUrl: string }
  | { kind: 'error' };

/** Whether `value` is an address the browser may be sent to: http or https only. */
function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The state of the business account page (spec 01 §4): no data is
 * 'created', with the offer; registration pending needs the onboarding
 * address and completed the bank's portal; an unknown status or a missing
 * address is an error.
 */
export function getBusinessAccountView(
  onboarding: CompanyAccountOnboarding | undefined,
): BusinessAccountView {
  if (!onboarding) {
    return { kind: 'created', priceCents: DEFAULT_MONTHLY_PRICE_CENTS, currency: 'EUR' };
  }
  switch (onboarding.status) {
    case CompanyAccountOnboardingStatus.CREATED:
      return {
        kind: 'created',
        priceCents: Number(onboarding.monthlyPriceCents) || DEFAULT_MONTHLY_PRICE_CENTS,
        currency: onboarding.currency || 'EUR',
      };
    case CompanyAccountOnboardingStatus.REGISTRATION_PENDING:
      return isWebAddress(onboarding.onboardingUrl)
        ? { kind: 'registration_pending', onboardingUrl: onboarding.onboardingUrl }
        : { kind: 'error' };
    case CompanyAccountOnboardingStatus.COMPLETED:
      return isWebAddress(onboarding.bankPortalUrl)
        ? { kind: 'completed', portalUrl: onboarding.bankPortalUrl }
        : { kind: 'error' };
    default:
      return { kind: 'error' };
  }
}

export type SubscriptionFailure =
  'orderNotAvailable' | 'missingIds' | 'checkoutFailed' | 'sessionError';

/**
 * Which of the spec's messages (§8) a failed subscription shows: the order
 * that cannot take the subscription, the missing customer or account, the
 * checkout the payment provider did not open, or any other failure.
 */
export function getSubscriptionFailure(error: unknown): SubscriptionFailure {
  const { code, reason } = readRpcFailure(error);
  if (reason === ErrorCode.CheckoutFailed) return 'checkoutFailed';
  if (
    reason === ErrorCode.AccountNotFound ||
    reason === ErrorCode.CustomerNotFound ||
    code === Code.InvalidArgument
  ) {
    return 'missingIds';
  }
  if (reason === ErrorCode.OrderNotFound || code === Code.FailedPrecondition) {
    return 'orderNotAvailable';
  }
  return 'sessionError';
}
