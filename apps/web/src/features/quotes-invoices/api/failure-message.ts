import { Code, readRpcFailure } from '@foundly/app-kit';
import type { I18n } from '@foundly/app-kit';
import type { MessageKey } from '../../../app/i18n/message-types.js';

/** The message for each Connect code the commercial-document calls answer (spec 01 §8 names none). */
const BY_CODE: Partial<Record<Code, MessageKey>> = {
  [Code.NotFound]: 'invoicing.failures.notFound',
  [Code.FailedPrecondition]: 'invoicing.failures.frozen',
  [Code.InvalidArgument]: 'invoicing.failures.invalid',
  [Code.PermissionDenied]: 'invoicing.failures.notAvailable',
  [Code.Unavailable]: 'invoicing.failures.network',
  [Code.DeadlineExceeded]: 'invoicing.failures.network',
  [Code.Unauthenticated]: 'errors.UNAUTHENTICATED',
};

/**
 * A failed commercial-document call in the person's language: the server's reason when the
 * messages name it (`errors.<REASON>`), else the message of its Connect code.
 */
export function getFailureMessage(error: unknown, { t, tDynamic }: I18n<MessageKey>): string {
  const failure = readRpcFailure(error);
  const byCode = t(BY_CODE[failure.code] ?? 'invoicing.failures.unknown');
  return failure.reason ? tDynamic(`errors.${failure.reason}`, byCode) : byCode;
}
