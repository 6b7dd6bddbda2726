import { checkSupportMessageContent, DomainError, ErrorCode } from '@foundly/domain';

/**
 * The message body as stored, or INVALID_ARGUMENT naming the field; a
 * message with an attachment may have no text.
 */
export function requireMessageContent(raw: string, hasAttachment: boolean): string {
  const checked = checkSupportMessageContent(raw, hasAttachment);
  if (!checked.ok) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid argument: body', [checked.violation]);
  }
  return checked.body;
}
