import { Code, type I18n } from '@foundly/app-kit';
import type { MessageKey } from '../../../app/i18n/message-types.js';
import { getRpcFailureMessage, type FailureMessages } from '../../../lib/rpc-failure-message.js';

/** The message for each Connect code the commercial-document calls answer (spec 01 §8 names none). */
const DOCUMENT_FAILURES: FailureMessages = {
  byCode: {
    [Code.NotFound]: 'invoicing.failures.notFound',
    [Code.FailedPrecondition]: 'invoicing.failures.frozen',
    [Code.InvalidArgument]: 'invoicing.failures.invalid',
    [Code.PermissionDenied]: 'invoicing.failures.notAvailable',
    [Code.Unavailable]: 'invoicing.failures.network',
    [Code.DeadlineExceeded]: 'invoicing.failures.network',
    [Code.Unauthenticated]: 'errors.UNAUTHENTICATED',
  },
  unknown: 'invoicing.failures.unknown',
};

/** A failed commercial-document call in the person's language. */
export function getFailureMessage(error: unknown, i18n: I18n<MessageKey>): string {
  return getRpcFailureMessage(error, i18n, DOCUMENT_FAILURES);
}
