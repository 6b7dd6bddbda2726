import type { LegalForm } from '@foundly/proto';
import type { FieldViolation } from '../../errors.js';
import type { IsoDate } from '../validation/dates.js';
import { findViolations } from '../validation/violations.js';
import type { FrenchAnswers } from './answers.js';
import { frenchCapitalDeposit } from './validation/capital-deposit.js';
import { frenchCompanyDetails } from './validation/company-details.js';
import { frenchPersonalInformation } from './validation/personal-information.js';
import type { FrenchReferenceData } from './validation/reference-data.js';

export {
  FORMAT_ONLY_FRENCH_REFERENCE,
  type FrenchReferenceData,
} from './validation/reference-data.js';
export { computeNirKey, isValidNir, normaliseNir, parseNir, type Nir } from './validation/nir.js';
export {
  CAPITAL_LIMITS,
  hasWholeNominalValue,
  isCapitalAmount,
  isCapitalConsistent,
  isShareCount,
} from './validation/capital.js';
export {
  getSocialObjectMinLength,
  isCompanyDuration,
  isVatFrequencyOf,
  MAX_ACTIVITIES,
  MAX_COMPANY_DURATION_YEARS,
} from './validation/company.js';
export { getSpouseRolesFor } from './validation/spouse-role.js';
export { normaliseFrenchAnswers } from './normalise-answers.js';

/**
 * Checks the fields present in an update of the French questionnaire, as of
 * `today` (YYYY-MM-DD), with one schema per section. Absent fields are not
 * checked; an empty text clears an optional field but is
 * `errors.field.required` for a field its step needs (the web sends whole
 * steps). Violations name the field as in the .proto, in snake_case, e.g.
 * `personal_information.address.postal_code`, with a translation key under
 * `errors.field`.
 */
export function validateFrenchAnswers(
  update: FrenchAnswers,
  legalForm: LegalForm,
  reference: FrenchReferenceData,
  today: IsoDate,
): FieldViolation[] {
  const context = { legalForm, reference, today };
  return [
    ...findViolations('personal_information', update.personalInformation, () =>
      frenchPersonalInformation(context),
    ),
    ...findViolations('company_details', update.companyDetails, () =>
      frenchCompanyDetails(context),
    ),
    ...findViolations('capital_deposit', update.capitalDeposit, () =>
      frenchCapitalDeposit(context),
    ),
  ];
}
