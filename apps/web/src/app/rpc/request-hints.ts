import type { Interceptor } from '@connectrpc/connect';

export interface RequestHints {
  accountId?: string | undefined;
  orderId?: string | undefined;
  userId?: string | undefined;
}

/**
 * The account, order and user one app instance is working on; every call of
 * its transport then names them in x-account-id, x-user-id and x-order-id
 * (the server checks them against the session). One per app instance, never
 * module state: the server renders pages for many people at once.
 */
export class RequestHintHeaders {
  private current: RequestHints = {};

  set(hints: RequestHints): void {
    this.current = hints;
  }

  readonly interceptor: Interceptor = (next) => (request) => {
    const { accountId, userId, orderId } = this.current;
    if (accountId) request.header.set('x-account-id', accountId);
    if (userId) request.header.set('x-user-id', userId);
    if (orderId) request.header.set('x-order-id', orderId);
    return next(request);
  };
}
