import { Code, readRpcFailure } from '@foundly/app-kit';
import { ErrorCode } from '@foundly/domain';

export type SubscriptionFailure =
  'orderNotAvailable' | 'missingIds' | 'checkoutFailed' | 'alreadySubscribed' | 'sessionError';

/** The server's refusals of SubscribeBusinessAccount and the message each shows (spec 01 §8). */
const FAILURE_OF_REASON: Readonly<Record<string, SubscriptionFailure>> = {
  [ErrorCode.OrderNotAvailable]: 'orderNotAvailable',
  [ErrorCode.BusinessAccountNotOffered]: 'orderNotAvailable',
  [ErrorCode.AccountNotFound]: 'missingIds',
  [ErrorCode.CheckoutFailed]: 'checkoutFailed',
  [ErrorCode.BusinessAccountAlreadySubscribed]: 'alreadySubscribed',
};

/**
 * Which message a failed subscription shows: the order that cannot take the
 * subscription (or an account it is not offered to), the missing customer or
 * account (unknown, or malformed), the checkout the payment provider did not open, a subscription
 * that already exists, or any other failure.
 */
export function getSubscriptionFailure(error: unknown): SubscriptionFailure {
  const { code, reason } = readRpcFailure(error);
  if (reason && FAILURE_OF_REASON[reason]) return FAILURE_OF_REASON[reason];
  return code === Code.InvalidArgument ? 'missingIds' : 'sessionError';
}
