import type { Interceptor } from '@connectrpc/connect';

interface Hints {
  accountId?: string | undefined;
  orderId?: string | undefined;
  userId?: string | undefined;
}

let current: Hints = {};

/** Remembers the account, order and user in use; every call then names them in headers. */
export function setRequestHints(hints: Hints): void {
  current = hints;
}

/** Adds x-account-id, x-user-id and x-order-id; the server checks them against the session. */
export const hintHeadersInterceptor: Interceptor = (next) => (request) => {
  if (current.accountId) request.header.set('x-account-id', current.accountId);
  if (current.userId) request.header.set('x-user-id', current.userId);
  if (current.orderId) request.header.set('x-order-id', current.orderId);
  return next(request);
};
