import { Code, readRpcFailure, type I18n } from '@foundly/app-kit';
import type { MessageKey } from '../app/i18n/message-types.js';

/** What a feature's calls say when they fail: a message per Connect code, and one for the rest. */
export interface FailureMessages {
  byCode: Partial<Record<Code, MessageKey>>;
  unknown: MessageKey;
}

/**
 * A failed call in the person's language: the server's reason when the messages name it
 * (`errors.<REASON>`), else the feature's message for its Connect code.
 */
export function getRpcFailureMessage(
  error: unknown,
  { t, tDynamic }: I18n<MessageKey>,
  messages: FailureMessages,
): string {
  const failure = readRpcFailure(error);
  const byCode = t(messages.byCode[failure.code] ?? messages.unknown);
  return failure.reason ? tDynamic(`errors.${failure.reason}`, byCode) : byCode;
}
