import type { HandlerContext } from '@connectrpc/connect';
import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../app-context.js';
import type { ResolvedSession } from '../auth/session-cache.js';
import { checkHintsOfUser } from '../modules/ownership/index.js';

/** The signed-in person behind a call. */
export type Caller = ResolvedSession;

/**
 * The signed-in person behind an RPC, from the session cookie or a bearer
 * token. The x-user-id, x-account-id and x-order-id hints a client sends are
 * checked against what that person owns, never trusted.
 */
export function requireCaller(app: AppContext, ctx: HandlerContext): Promise<Caller> {
  return requireCallerOfHeaders(app, ctx.requestHeader);
}

/** The signed-in person behind these headers, or null: a forged or expired session is nobody. */
export function findCallerOfHeaders(app: AppContext, headers: Headers): Promise<Caller | null> {
  return app.sessions.resolve(headers, () => resolveSession(app, headers));
}

/** The same for a REST route: the caller behind the request's headers, hints checked. */
export async function requireCallerOfHeaders(app: AppContext, headers: Headers): Promise<Caller> {
  const caller = await findCallerOfHeaders(app, headers);
  if (!caller) throw new DomainError(ErrorCode.Unauthenticated, 'Sign in to continue');
  await assertHintsBelongToCaller(app, caller, headers);
  return caller;
}

/** The identity layer's reading of the credentials: the session and its user, or null. */
async function resolveSession(app: AppContext, headers: Headers): Promise<Caller | null> {
  const session = await app.auth.api.getSession({ headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null };
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role: user.role ?? 'customer',
    sessionToken: session.session.token,
    sessionCreatedAt: new Date(session.session.createdAt),
  };
}

async function assertHintsBelongToCaller(app: AppContext, caller: Caller, headers: Headers) {
  const userHint = headers.get('x-user-id');
  if (userHint && userHint !== caller.userId) {
    throw new DomainError(ErrorCode.NotYours, 'x-user-id is not the signed-in user');
  }
  const accountHint = headers.get('x-account-id') || undefined;
  const orderHint = headers.get('x-order-id') || undefined;
  if (!accountHint && !orderHint) return;
  const accountId = accountHint && isUuid(accountHint) ? accountHint : undefined;
  const orderId = orderHint && isUuid(orderHint) ? orderHint : undefined;
  const owned =
    accountId || orderId
      ? await checkHintsOfUser(app.db, caller.userId, { accountId, orderId })
      : { account: false, order: false };
  if (accountHint && !owned.account) {
    throw new DomainError(
      ErrorCode.NotYours,
      'x-account-id is not an account of the signed-in user',
    );
  }
  if (orderHint && !owned.order) {
    throw new DomainError(ErrorCode.NotYours, 'x-order-id is not an order of the signed-in user');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
