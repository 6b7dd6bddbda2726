import * as z from 'zod/mini';
import { FIELD_MESSAGES } from '../messages.js';
import { getPhoneNumberProblem, isPhoneCountry, type PhoneMetadata } from '../phone.js';
import { acrossFields, passed, report } from './across-fields.js';
import { typed } from './text.js';

/**
 * A phone number, read with its country (`code`), so an update that has one
 * has both. It is the number of a person (the founder, or the company they
 * are reached through): a mobile, fixed or VoIP line, which only the full
 * numbering plans (`metadata`) can tell.
 */
export function phoneNumber(metadata: PhoneMetadata) {
  return z
    .object({
      code: z.optional(
        typed(
          z
            .string()
            .check(z.refine((code) => isPhoneCountry(code, metadata), FIELD_MESSAGES.invalid)),
          true,
        ),
      ),
      number: z.optional(z.string()),
    })
    .check(
      acrossFields(({ code, number }, payload) => {
        if (number === undefined || !passed(payload, 'code')) return;
        if (number.trim() === '') {
          report(payload, ['number'], FIELD_MESSAGES.required);
        } else if (code === undefined) {
          report(payload, ['code'], FIELD_MESSAGES.required);
        } else {
          const problem = getPhoneNumberProblem(number, code, metadata);
          if (problem === 'invalid') report(payload, ['number'], FIELD_MESSAGES.phone);
          if (problem === 'notContactNumber') report(payload, ['number'], FIELD_MESSAGES.phoneKind);
        }
      }),
    );
}
