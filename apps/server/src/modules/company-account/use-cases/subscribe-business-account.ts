import {
  assertNoViolations,
  BUSINESS_ACCOUNT_PRODUCT,
  DomainError,
  ErrorCode,
  getPaymentReturnUrls,
  isBusinessAccountOrder,
  isLocale,
  type Locale,
} from '@foundly/domain';
import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { isFeatureFlagOn } from '../../feature-flags/index.js';
import type { OrderRow } from '../../order-records/index.js';
import { openCheckout } from '../../payments/index.js';
import {
  findCompanyAccountOfAccount,
  findOrderForBusinessAccount,
} from '../company-account.repository.js';
import { findCallerAccount } from './find-account.js';

/** Spec 01 §8's messages of the business account's payment. */
const ORDER_NOT_AVAILABLE_MESSAGE = 'Order is not available.';
const CHECKOUT_FAILED_MESSAGE = 'Failed to create checkout session.';

export interface SubscribeInput {
  accountId: string;
  locale: string;
}

function assertOrderAvailable(
  order: Pick<OrderRow, 'status' | 'countryCode' | 'legalForm'> | null | undefined,
) {
  if (
    !order ||
    !isBusinessAccountOrder({
      status: OrderStatus[order.status],
      countryCode: CountryCode[order.countryCode],
      legalForm: LegalForm[order.legalForm],
    })
  ) {
    throw new DomainError(ErrorCode.OrderNotAvailable, ORDER_NOT_AVAILABLE_MESSAGE);
  }
}

/**
 * Opens the card checkout of the business account's monthly subscription for
 * one of the caller's accounts: a French micro-entreprise whose order is
 * COMPLETED, with the business-bank-account flag on and the account's
 * `features.meBanking`. At most one checkout can be paid (payments'
 * `openCheckout`); an account already subscribed is refused, checked again
 * under the lock of the order's checkouts.
 */
export async function subscribeBusinessAccount(
  app: AppContext,
  caller: Caller,
  input: SubscribeInput,
) {
  if (input.locale && !isLocale(input.locale)) {
    assertNoViolations([{ field: 'locale', message: 'errors.field.invalid' }]);
  }
  const account = await findCallerAccount(app, caller, input.accountId);
  assertOrderAvailable(account.order);
  if (!account.meBanking || !(await isFeatureFlagOn(app.db, 'business_bank_account'))) {
    throw new DomainError(
      ErrorCode.BusinessAccountNotOffered,
      'The business account is not offered for this account',
    );
  }
  if (account.companyAccount) {
    throw new DomainError(
      ErrorCode.BusinessAccountAlreadySubscribed,
      'This account already subscribed to the business account',
    );
  }
  const orderId = account.order!.id;
  const locale: Locale = isLocale(input.locale) ? input.locale : 'fr-fr';
  return openCheckout(app, {
    orderId,
    purpose: 'business_account',
    product: BUSINESS_ACCOUNT_PRODUCT,
    locale,
    customerEmail: caller.email,
    async assertPayable(tx) {
      assertOrderAvailable(await findOrderForBusinessAccount(tx, orderId));
      if (await findCompanyAccountOfAccount(tx, account.accountId)) {
        throw new DomainError(
          ErrorCode.BusinessAccountAlreadySubscribed,
          'This account already subscribed to the business account',
        );
      }
    },
    getReturnUrls: (tempAuth) =>
      getPaymentReturnUrls({
        baseUrl: app.config.baseUrl,
        country: CountryCode.FR,
        locale,
        tempAuth,
        redirectAfter: 'account',
      }),
    failureMessage: CHECKOUT_FAILED_MESSAGE,
  });
}
