import { BusinessType, Currency, FiscalTerritory, Mutual, YesNo } from '@foundly/proto';
import * as z from 'zod/mini';
import type { IsoDate } from '../../validation/dates.js';
import { FIELD_MESSAGES } from '../../validation/messages.js';
import { requiredWhen } from '../../validation/schemas/across-fields.js';
import { choice, getChoices } from '../../validation/schemas/choice.js';
import { date, notBefore } from '../../validation/schemas/date.js';
import { builtPerContext } from '../../validation/schemas/per-context.js';
import { fullName, text, typed } from '../../validation/schemas/text.js';
import { TEXT_LIMITS } from '../../validation/text-limits.js';
import type { SpanishBusinessInformation } from '../answers.js';
import { IBAN_MAX_TYPED_LENGTH, isSpanishIban, normaliseIban } from './iban.js';
import { ACTIVITY_DESCRIPTION_MIN_LENGTH, getEarliestStartDate } from './limits.js';
import { getNussProblem, NUSS_MAX_TYPED_LENGTH } from './nuss.js';

const YES_NO = [YesNo.TRUE, YesNo.FALSE];

/**
 * The social security number as typed, separators included: at most
 * NUSS_MAX_TYPED_LENGTH characters, then 11 or 12 digits with their control.
 */
const socialSecurityNumber = typed(
  z.string().check(
    z.maxLength(NUSS_MAX_TYPED_LENGTH, FIELD_MESSAGES.tooLong),
    z.refine((nuss) => getNussProblem(nuss) !== 'length', FIELD_MESSAGES.nafLength),
    z.refine((nuss) => getNussProblem(nuss) !== 'control', FIELD_MESSAGES.nafControl),
  ),
  false,
);

/**
 * The IBAN as typed: at most 34 characters, then, without spaces and
 * upper-cased, a Spanish IBAN with its checksums. Empty, it clears the field
 * (the founder may upload a statement instead).
 */
const iban = z.pipe(
  z.string().check(z.maxLength(IBAN_MAX_TYPED_LENGTH, FIELD_MESSAGES.tooLong)),
  typed(z.string().check(z.refine(isSpanishIban, FIELD_MESSAGES.iban)), false),
);

const parent = z.object({ fullName: z.optional(fullName(false)) });

/**
 * The business section of the Spanish questionnaire, in the order its
 * violations come. A rule that depends on another answer (the NUSS when the
 * founder has one, the parents' names when not, the previous activity, the
 * mutual, the IBAN the declarations are about) reads it in the same update,
 * since a step sends both.
 */
export const spanishBusinessInformation = builtPerContext(
  (today: IsoDate) => {
    return z
      .object({
        fiscalTerritory: z.optional(choice(getChoices(FiscalTerritory))),
        hasSocialSecurityNumber: z.optional(choice(YES_NO)),
        nafSocialSecurityNumber: z.optional(socialSecurityNumber),
        firstParent: z.optional(parent),
        secondParent: z.optional(parent),
        activityDescription: z.optional(
          text({
            required: true,
            max: TEXT_LIMITS.activityDescription,
            min: {
              length: ACTIVITY_DESCRIPTION_MIN_LENGTH,
              message: FIELD_MESSAGES.activityTooShort,
            },
          }),
        ),
        hasPreviousUnemployedActivity: z.optional(choice(YES_NO)),
        previousUnemployedActivity: z.optional(
          z.object({
            activity: z.optional(text({ required: false, max: TEXT_LIMITS.activityDescription })),
            dischargeDate: z.optional(date(false)),
          }),
        ),
        /** An estimate of the monthly net benefit: zero or more (a loss is not estimated here). */
        monthlyNetBenefitEstimation: z.optional(
          z
            .number({ error: FIELD_MESSAGES.required })
            .check(z.gte(0, FIELD_MESSAGES.negativeAmount)),
        ),
        currency: z.optional(choice(getChoices(Currency))),
        expectedStartDate: z.optional(
          date(true, notBefore(getEarliestStartDate(today), FIELD_MESSAGES.startDateTooEarly)),
        ),
        tradesInternationally: z.optional(choice(YES_NO)),
        businessType: z.optional(choice(getChoices(BusinessType))),
        hasMutualInsurance: z.optional(choice(YES_NO)),
        mutualSelection: z.optional(choice(getChoices(Mutual), { required: false })),
        iban: z.optional(iban),
        accountOwnershipAttestation: z.optional(z.boolean()),
        acceptedDirectDebit: z.optional(z.boolean()),
      })
      .check(
        requiredWhen<SpanishBusinessInformation>(
          (info) => info.hasSocialSecurityNumber === YesNo.TRUE,
          [['nafSocialSecurityNumber']],
        ),
        /**
         * Without a social security number, social security identifies the
         * founder with their parents' first names (spec 02 §2 naf).
         */
        requiredWhen<SpanishBusinessInformation>(
          (info) => info.hasSocialSecurityNumber === YesNo.FALSE,
          [
            ['firstParent', 'fullName', 'first'],
            ['secondParent', 'fullName', 'first'],
          ],
        ),
        requiredWhen<SpanishBusinessInformation>(
          (info) => info.hasPreviousUnemployedActivity === YesNo.TRUE,
          [
            ['previousUnemployedActivity', 'activity'],
            ['previousUnemployedActivity', 'dischargeDate'],
          ],
        ),
        requiredWhen<SpanishBusinessInformation>(
          (info) => info.hasMutualInsurance === YesNo.TRUE,
          [['mutualSelection']],
        ),
        /** The review step's declarations are about an IBAN, which it must then carry. */
        requiredWhen<SpanishBusinessInformation>(
          (info) =>
            info.accountOwnershipAttestation !== undefined ||
            info.acceptedDirectDebit !== undefined,
          [['iban']],
        ),
        /** Once an IBAN is typed, the founder declares they hold the account and accept the direct debits. */
        requiredWhen<SpanishBusinessInformation>(
          (info) => normaliseIban(info.iban ?? '') !== '',
          [['accountOwnershipAttestation'], ['acceptedDirectDebit']],
          FIELD_MESSAGES.checkboxRequired,
        ),
      );
  },
  (today) => [today],
);
