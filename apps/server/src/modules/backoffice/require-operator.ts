import type { HandlerContext } from '@connectrpc/connect';
import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../app-context.js';
import { requireCaller, requireCallerOfHeaders, type Caller } from '../../rpc/caller.js';

/** The role better-auth keeps on a user of the formation team. */
export const OPERATOR_ROLE = 'operator';

function assertOperator(caller: Caller): Caller {
  if (caller.role !== OPERATOR_ROLE) {
    throw new DomainError(ErrorCode.NotOperator, 'The back-office is for the formation team');
  }
  return caller;
}

/** The signed-in operator behind a back-office RPC; a customer is refused with permission_denied. */
export async function requireOperator(app: AppContext, ctx: HandlerContext): Promise<Caller> {
  return assertOperator(await requireCaller(app, ctx));
}

/** The same for a back-office REST route. */
export async function requireOperatorOfHeaders(app: AppContext, headers: Headers) {
  return assertOperator(await requireCallerOfHeaders(app, headers));
}
