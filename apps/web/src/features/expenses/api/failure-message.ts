import { Code, type I18n } from '@foundly/app-kit';
import type { MessageKey } from '../../../app/i18n/message-types.js';
import { getRpcFailureMessage, type FailureMessages } from '../../../lib/rpc-failure-message.js';

/** The message of each Connect code the expense calls answer. */
const EXPENSE_FAILURES: FailureMessages = {
  byCode: {
    [Code.NotFound]: 'accounting.gastos.failures.notFound',
    [Code.FailedPrecondition]: 'accounting.gastos.failures.notOffered',
    [Code.InvalidArgument]: 'accounting.gastos.failures.invalid',
    [Code.Unavailable]: 'accounting.gastos.failures.network',
    [Code.DeadlineExceeded]: 'accounting.gastos.failures.network',
    [Code.Unauthenticated]: 'errors.UNAUTHENTICATED',
  },
  unknown: 'accounting.gastos.failures.unknown',
};

/** A failed expense call in the person's language. */
export function getExpenseFailureMessage(error: unknown, i18n: I18n<MessageKey>): string {
  return getRpcFailureMessage(error, i18n, EXPENSE_FAILURES);
}
