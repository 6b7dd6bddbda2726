import { CHECKOUT_SESSION_ID_PLACEHOLDER, DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { findOrderOfUser } from '../../ownership/index.js';
import { findPaymentById } from '../payments.repository.js';
import { readReturnToken } from '../return-token.js';

/**
 * What became of a checkout, for the return page. The temp_auth token names
 * the payment; the session id, when the provider filled it in, must be that
 * payment's; and the order must be the caller's. Any mismatch answers
 * PAYMENT_NOT_FOUND, so that nothing is revealed about other payments.
 */
export async function getPaymentStatus(
  app: AppContext,
  caller: Caller,
  input: { sessionId: string; tempAuth: string },
) {
  const notFound = () => new DomainError(ErrorCode.PaymentNotFound, 'Payment not found');
  const paymentId = readReturnToken(input.tempAuth, app.config.authSecret);
  if (!paymentId) throw notFound();
  const payment = await findPaymentById(app.db, paymentId);
  if (!payment) throw notFound();
  const sessionGiven = input.sessionId && input.sessionId !== CHECKOUT_SESSION_ID_PLACEHOLDER;
  if (sessionGiven && input.sessionId !== payment.providerSessionId) throw notFound();
  const order = await findOrderOfUser(app.db, caller.userId, payment.orderId);
  if (!order) throw notFound();
  return { payment, order };
}
