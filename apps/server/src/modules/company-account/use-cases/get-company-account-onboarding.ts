import { BUSINESS_ACCOUNT_PRODUCT, getOnboardingView } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { findCallerAccount } from './find-account.js';

/**
 * Where one of the caller's accounts stands with the bank (spec 01 §4), with
 * the subscription's monthly price before VAT.
 */
export async function getCompanyAccountOnboarding(
  app: AppContext,
  caller: Caller,
  accountId: string,
) {
  const account = await findCallerAccount(app, caller, accountId);
  return {
    accountId: account.accountId,
    ...getOnboardingView(account.companyAccount ?? undefined),
    monthlyPriceCents: BUSINESS_ACCOUNT_PRODUCT.priceCents,
    currency: BUSINESS_ACCOUNT_PRODUCT.currency,
  };
}
