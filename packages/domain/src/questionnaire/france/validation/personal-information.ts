import type { SpouseRole } from '@foundly/proto';
import * as z from 'zod/mini';
import {
  EMPLOYMENT_STATUSES,
  GENDERS,
  IDENTITY_DOCUMENT_TYPES,
  MARITAL_STATUSES,
  MONTHLY_INCOMES,
  PROOF_OF_ADDRESS_TYPES,
  SPOUSE_ROLES,
} from '../answers.js';
import { FIELD_MESSAGES } from '../../validation/messages.js';
import { requiredWhen } from '../../validation/schemas/across-fields.js';
import { choice, isUnset } from '../../validation/schemas/choice.js';
import { date, notAfter } from '../../validation/schemas/date.js';
import { phoneNumber } from '../../validation/schemas/phone-number.js';
import { builtPerContext } from '../../validation/schemas/per-context.js';
import { fullName, personName, text, typed } from '../../validation/schemas/text.js';
import { TEXT_LIMITS } from '../../validation/text-limits.js';
import { birthDetailsFields, birthDetailsRules } from './birth-details.js';
import { contextKey, type ValidationContext } from './context.js';
import { isValidNir } from './nir.js';
import { postalAddress } from './postal-address.js';
import { getSpouseRolesFor } from './spouse-role.js';

/** A parent the founder does not know has no name to give. */
const parent = z
  .object({ fullName: z.optional(fullName(false)), unknown: z.optional(z.boolean()) })
  .check(
    requiredWhen(
      (parent) => parent.unknown !== true,
      [
        ['fullName', 'first'],
        ['fullName', 'last'],
      ],
    ),
  );

/** The founder's spouse (married or PACS): the part the legal form lets them take, who they are. */
function spouse(context: ValidationContext) {
  const roles: readonly SpouseRole[] = getSpouseRolesFor(context.legalForm);
  return z
    .object({
      spouseRole: z.optional(
        choice(SPOUSE_ROLES).check(
          z.refine((role) => isUnset(role) || roles.includes(role), FIELD_MESSAGES.notForLegalForm),
        ),
      ),
      fullName: z.optional(fullName(true)),
      birthName: z.optional(personName(false)),
      identityDocumentType: z.optional(choice(IDENTITY_DOCUMENT_TYPES)),
      gender: z.optional(choice(GENDERS)),
      ...birthDetailsFields(context, { founder: false }),
    })
    .check(...birthDetailsRules(context));
}

/** The `personal_information` part of the French questionnaire, in the order its violations come. */
export const frenchPersonalInformation = builtPerContext((context: ValidationContext) => {
  const { reference, today } = context;
  return z
    .object({
      fullName: z.optional(fullName(true)),
      address: z.optional(postalAddress(reference, { companyAddress: false })),
      phone: z.optional(phoneNumber(reference.phoneMetadata)),
      gender: z.optional(choice(GENDERS)),
      firstParent: z.optional(parent),
      secondParent: z.optional(parent),
      ...birthDetailsFields(context, { founder: true }),
      maritalStatus: z.optional(choice(MARITAL_STATUSES)),
      spouse: z.optional(spouse(context)),
      employmentStatus: z.optional(choice(EMPLOYMENT_STATUSES)),
      monthlyIncome: z.optional(choice(MONTHLY_INCOMES, { required: false })),
      hasCurrentActivity: z.optional(z.boolean()),
      currentActivity: z.optional(text({ required: false, max: TEXT_LIMITS.currentActivity })),
      pastActivity: z.optional(z.object({ endDate: z.optional(date(false, notAfter(today))) })),
      healthInsuranceProvider: z.optional(
        text({ required: false, max: TEXT_LIMITS.healthInsuranceProvider }),
      ),
      socialSecurityNumber: z.optional(
        typed(z.string().check(z.refine(isValidNir, FIELD_MESSAGES.nir)), true),
      ),
      proofAddressDocumentType: z.optional(choice(PROOF_OF_ADDRESS_TYPES)),
      proofAddressDate: z.optional(date(true, notAfter(today))),
      identityDocumentType: z.optional(choice(IDENTITY_DOCUMENT_TYPES)),
    })
    .check(
      ...birthDetailsRules(context),
      requiredWhen((info) => info.hasCurrentActivity === true, [['currentActivity']]),
    );
}, contextKey);
