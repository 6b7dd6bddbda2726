import * as z from 'zod/mini';

/** The longest address SMTP can deliver to (RFC 5321 §4.5.3.1.3 path limit, less the brackets). */
const EMAIL_MAX_LENGTH = 254;

const emailSchema = z.email().check(z.maxLength(EMAIL_MAX_LENGTH));

/** Whether a text is an e-mail address a registry can write to: name@domain.tld, no spaces. */
export function isEmailAddress(value: string): boolean {
  return emailSchema.safeParse(value).success;
}
