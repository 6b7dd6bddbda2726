import { Code, readRpcFailure, type I18n } from '@foundly/app-kit';
import type { MessageKey } from '../../../app/i18n/message-types.js';

/** The message of each Connect code the expense calls answer. */
const BY_CODE: Partial<Record<Code, MessageKey>> = {
  [Code.NotFound]: 'accounting.gastos.failures.notFound',
  [Code.FailedPrecondition]: 'accounting.gastos.failures.notOffered',
  [Code.InvalidArgument]: 'accounting.gastos.failures.invalid',
  [Code.Unavailable]: 'accounting.gastos.failures.network',
  [Code.DeadlineExceeded]: 'accounting.gastos.failures.network',
  [Code.Unauthenticated]: 'errors.UNAUTHENTICATED',
};

/**
 * A failed expense call in the person's language: the server's reason when the messages name
 * it (`errors.<REASON>`), else the message of its Connect code.
 */
export function getExpenseFailureMessage(error: unknown, { t, tDynamic }: I18n<MessageKey>) {
  const failure = readRpcFailure(error);
  const byCode = t(BY_CODE[failure.code] ?? 'accounting.gastos.failures.unknown');
  return failure.reason ? tDynamic(`errors.${failure.reason}`, byCode) : byCode;
}
