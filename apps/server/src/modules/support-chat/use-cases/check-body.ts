import { checkSupportMessageBody, DomainError, ErrorCode } from '@foundly/domain';

/** The message body as stored, or INVALID_ARGUMENT naming the field. */
export function requireMessageBody(raw: string): string {
  const checked = checkSupportMessageBody(raw);
  if (!checked.ok) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid argument: body', [checked.violation]);
  }
  return checked.body;
}
