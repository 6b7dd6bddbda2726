import { LegalForm } from '@foundly/proto';
import * as z from 'zod/mini';
import { FIELD_MESSAGES } from '../../validation/messages.js';
import { acrossFields, passed, report } from '../../validation/schemas/across-fields.js';
import { numberThat } from '../../validation/schemas/number.js';
import { builtPerContext } from '../../validation/schemas/per-context.js';
import { hasWholeNominalValue, isCapitalAmount, isShareCount } from './capital.js';
import type { ValidationContext } from './context.js';

/**
 * The `capital_deposit` part of the French questionnaire: a paid-up capital
 * and its shares, each within the limits, that divide into a nominal value
 * the articles can state. A micro-entrepreneur has no company and so no
 * capital to deposit: the part is `notForLegalForm` as soon as it says any.
 */
export const frenchCapitalDeposit = builtPerContext(
  ({ legalForm }: ValidationContext) => {
    if (legalForm === LegalForm.MICROENTERPRISE) {
      return z
        .object({ paidUpCapital: z.optional(z.unknown()), numberOfShares: z.optional(z.unknown()) })
        .check(
          z.refine(
            (deposit) =>
              deposit.paidUpCapital === undefined && deposit.numberOfShares === undefined,
            FIELD_MESSAGES.notForLegalForm,
          ),
        );
    }
    return z
      .object({
        paidUpCapital: z.optional(numberThat(isCapitalAmount, FIELD_MESSAGES.capitalAmount)),
        numberOfShares: z.optional(numberThat(isShareCount, FIELD_MESSAGES.shareCount)),
      })
      .check(
        acrossFields(({ paidUpCapital, numberOfShares }, payload) => {
          if (
            paidUpCapital !== undefined &&
            numberOfShares !== undefined &&
            passed(payload, 'paidUpCapital') &&
            passed(payload, 'numberOfShares') &&
            !hasWholeNominalValue(paidUpCapital, numberOfShares)
          ) {
            report(payload, ['numberOfShares'], FIELD_MESSAGES.capitalShares);
          }
        }),
      );
  },
  ({ legalForm }) => [legalForm],
);
