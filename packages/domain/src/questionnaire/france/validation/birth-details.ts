import * as z from 'zod/mini';
import type { BirthDetails } from '../answers.js';
import { FIELD_MESSAGES } from '../../validation/messages.js';
import { acrossFields, report, requiredWhen } from '../../validation/schemas/across-fields.js';
import { countryCode } from '../../validation/schemas/country.js';
import { dateOfBirth } from '../../validation/schemas/date.js';
import { text, typed } from '../../validation/schemas/text.js';
import { TEXT_LIMITS } from '../../validation/text-limits.js';
import type { ValidationContext } from './context.js';
import { FRANCE, isPostalCodeOf } from './postal-address.js';

/**
 * The fields of a date and place of birth and a nationality, the founder's
 * or their spouse's. Born in France, the place is the INSEE code of a
 * commune (current or former); born abroad, the city is written out.
 */
export function birthDetailsFields(context: ValidationContext, { founder }: { founder: boolean }) {
  return {
    dateOfBirth: z.optional(dateOfBirth(context.today, { founder })),
    birthCountry: z.optional(countryCode()),
    nationality: z.optional(countryCode()),
    birthPlace: z.optional(
      typed(
        z.string().check(z.refine(context.reference.isCommuneCode, FIELD_MESSAGES.commune)),
        false,
      ),
    ),
    birthCity: z.optional(text({ required: false, max: TEXT_LIMITS.city })),
    birthPostalCode: z.optional(z.string()),
  };
}

/** What the country of birth decides: the commune or the city, and the postal code's format. */
export function birthDetailsRules(context: ValidationContext) {
  const bornInFrance = (birth: BirthDetails) => birth.birthCountry === FRANCE;
  const bornAbroad = (birth: BirthDetails) =>
    birth.birthCountry !== undefined && !bornInFrance(birth);
  return [
    requiredWhen(bornInFrance, [['birthPlace']]),
    requiredWhen(bornAbroad, [['birthCity']]),
    acrossFields<BirthDetails>((birth, payload) => {
      const postalCode = birth.birthPostalCode?.trim();
      if (postalCode && !isPostalCodeOf(postalCode, birth.birthCountry, context.reference)) {
        report(payload, ['birthPostalCode'], FIELD_MESSAGES.postalCode);
      }
    }),
  ];
}
