import * as z from 'zod/mini';
import { FIELD_MESSAGES } from '../../validation/messages.js';
import {
  isForeignPostalCodeFormat,
  isFrenchPostalCodeFormat,
  normaliseFrenchPostalCode,
} from '../../validation/postal-codes.js';
import { acrossFields, passed, report } from '../../validation/schemas/across-fields.js';
import { countryCode } from '../../validation/schemas/country.js';
import { text } from '../../validation/schemas/text.js';
import { TEXT_LIMITS } from '../../validation/text-limits.js';
import type { FrenchReferenceData } from './reference-data.js';

/** France, the only country a French company can have its registered office in. */
export const FRANCE = 'FR';

/**
 * Whether a postal code, trimmed, is one of its country: in France, five
 * digits that exist there; elsewhere (or in a country not given), a
 * format of letters and digits.
 */
export function isPostalCodeOf(
  postalCode: string,
  country: string | undefined,
  reference: FrenchReferenceData,
): boolean {
  if (country !== FRANCE) return isForeignPostalCodeFormat(postalCode);
  return (
    isFrenchPostalCodeFormat(postalCode) &&
    reference.isFrenchPostalCode(normaliseFrenchPostalCode(postalCode))
  );
}

/**
 * A postal address. Its postal code is read in its country, which the update
 * must then carry too. A company's registered office can only be in France,
 * so a missing country means France there.
 */
export function postalAddress(
  reference: FrenchReferenceData,
  { companyAddress }: { companyAddress: boolean },
) {
  const country = countryCode();
  return z
    .object({
      street1: z.optional(text({ required: true, max: TEXT_LIMITS.street })),
      street2: z.optional(text({ required: false, max: TEXT_LIMITS.street })),
      city: z.optional(text({ required: true, max: TEXT_LIMITS.city })),
      countryCode: z.optional(
        companyAddress
          ? country.check(z.refine((code) => code === FRANCE, FIELD_MESSAGES.companyInFrance))
          : country,
      ),
      postalCode: z.optional(z.string()),
    })
    .check(
      acrossFields((address, payload) => {
        const postalCode = address.postalCode?.trim();
        if (postalCode === undefined || !passed(payload, 'countryCode')) return;
        const country = address.countryCode ?? (companyAddress ? FRANCE : undefined);
        if (postalCode === '') {
          report(payload, ['postalCode'], FIELD_MESSAGES.required);
        } else if (country === undefined) {
          report(payload, ['countryCode'], FIELD_MESSAGES.required);
        } else if (!isPostalCodeOf(postalCode, country, reference)) {
          report(payload, ['postalCode'], FIELD_MESSAGES.postalCode);
        }
      }),
    );
}
