import { LegalForm } from '@foundly/proto';
import * as z from 'zod/mini';
import {
  ACTIVITY_TYPES,
  ADDRESS_TYPES,
  PAYMENT_VOLUMES,
  SOCIAL_SECURITY_FREQUENCIES,
  VAT_FREQUENCIES,
  VAT_REGIMES,
} from '../answers.js';
import { isDayOfYear } from '../../validation/dates.js';
import { isEmailAddress } from '../../validation/email.js';
import { FIELD_MESSAGES } from '../../validation/messages.js';
import { acrossFields, report } from '../../validation/schemas/across-fields.js';
import { choice } from '../../validation/schemas/choice.js';
import { date, notAfter } from '../../validation/schemas/date.js';
import { numberThat } from '../../validation/schemas/number.js';
import { builtPerContext } from '../../validation/schemas/per-context.js';
import { phoneNumber } from '../../validation/schemas/phone-number.js';
import { text, typed } from '../../validation/schemas/text.js';
import { TEXT_LIMITS } from '../../validation/text-limits.js';
import {
  getSocialObjectMinLength,
  isCompanyDuration,
  isVatFrequencyOf,
  MAX_ACTIVITIES,
} from './company.js';
import { contextKey, type ValidationContext } from './context.js';
import { postalAddress } from './postal-address.js';
import type { FrenchReferenceData } from './reference-data.js';

function activities(reference: FrenchReferenceData) {
  return z.array(z.string()).check(
    z.minLength(1, FIELD_MESSAGES.required),
    z.maxLength(MAX_ACTIVITIES, FIELD_MESSAGES.tooManyActivities),
    z.refine((codes) => new Set(codes).size === codes.length, FIELD_MESSAGES.duplicateActivity),
    z.refine((codes) => codes.every(reference.isNafCode), FIELD_MESSAGES.nafCode),
  );
}

/** The VAT regime and how often it is declared, which the regime decides. */
const vat = z
  .object({
    regime: z.optional(choice(VAT_REGIMES)),
    frequency: z.optional(choice(VAT_FREQUENCIES, { required: false })),
  })
  .check(
    acrossFields(({ regime, frequency }, payload) => {
      const known = VAT_REGIMES.find((candidate) => candidate === regime);
      if (known && !isVatFrequencyOf(known, frequency)) {
        report(payload, ['frequency'], FIELD_MESSAGES.vatFrequency);
      }
    }),
  );

/** A field a legal form does not have: any value is `notForLegalForm`. */
const notForLegalForm = z.optional(z.never(FIELD_MESSAGES.notForLegalForm));

/** The `company_details` part of the French questionnaire, in the order its violations come. */
export const frenchCompanyDetails = builtPerContext(
  ({ legalForm, reference, today }: ValidationContext) => {
    const micro = legalForm === LegalForm.MICROENTERPRISE;
    return z.object({
      companyName: z.optional(text({ required: !micro, max: TEXT_LIMITS.companyName })),
      address: z.optional(postalAddress(reference, { companyAddress: true })),
      phone: z.optional(phoneNumber(reference.phoneMetadata)),
      activities: z.optional(activities(reference)),
      activityType: z.optional(choice(ACTIVITY_TYPES)),
      socialObject: z.optional(
        text({
          required: true,
          min: { length: getSocialObjectMinLength(legalForm), message: FIELD_MESSAGES.tooShort },
          max: TEXT_LIMITS.socialObject,
        }),
      ),
      companyDuration: z.optional(numberThat(isCompanyDuration, FIELD_MESSAGES.companyDuration)),
      vta: z.optional(vat),
      endOfFiscalYear: z.optional(
        typed(z.string().check(z.refine(isDayOfYear, FIELD_MESSAGES.fiscalYearEnd)), true),
      ),
      monthlyPaymentVolume: z.optional(choice(PAYMENT_VOLUMES)),
      email: z.optional(
        typed(z.string().check(z.refine(isEmailAddress, FIELD_MESSAGES.email)), true),
      ),
      /**
       * The versement libératoire (income tax paid with the social
       * contributions) exists only under the micro-entrepreneur regime (CGI
       * art. 151-0).
       */
      withholdingTax: micro ? z.optional(z.boolean()) : notForLegalForm,
      /**
       * A SASU's president is paid as an employee (assimilé salarié): the
       * company pays contributions on the salary, and there is no URSSAF
       * frequency to choose.
       */
      socialSecurityPaymentFrequency: z.optional(
        legalForm === LegalForm.SASU
          ? choice([], { outside: FIELD_MESSAGES.notForLegalForm })
          : choice(SOCIAL_SECURITY_FREQUENCIES),
      ),
      addressType: z.optional(choice(ADDRESS_TYPES)),
      /** The date printed on the proof of the business address. */
      proofAddressDate: z.optional(date(true, notAfter(today))),
    });
  },
  contextKey,
);
