import { assertNoViolations, DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { findAccountOfUser } from '../company-account.repository.js';

/** Spec 01 §8: what the founder is told when the account is not theirs or does not exist. */
const MISSING_ACCOUNT_MESSAGE = 'Missing customer or account ID.';

/**
 * The caller's account named by a request: a malformed id is invalid_argument;
 * an account that does not exist or is someone else's is not_found alike.
 */
export async function findCallerAccount(app: AppContext, caller: Caller, accountId: string) {
  if (!isUuid(accountId)) {
    assertNoViolations([
      {
        field: 'account_id',
        message: accountId ? 'errors.field.invalid' : 'errors.field.required',
      },
    ]);
  }
  const account = await findAccountOfUser(app.db, caller.userId, accountId);
  if (!account) throw new DomainError(ErrorCode.AccountNotFound, MISSING_ACCOUNT_MESSAGE);
  return account;
}
