import type { LegalForm } from '@foundly/proto';
import type { FieldViolation } from '../../errors.js';
import type { FrenchAnswers } from './answers.js';
import type { IsoDate } from './validation/dates.js';
import type { FrenchReferenceData } from './validation/reference-data.js';
import { validateCapitalDeposit } from './validation/validate-capital-deposit.js';
import { validateCompanyDetails } from './validation/validate-company-details.js';
import { validatePersonalInformation } from './validation/validate-personal-information.js';

export {
  FORMAT_ONLY_FRENCH_REFERENCE,
  type FrenchReferenceData,
} from './validation/reference-data.js';
export { FIELD_MESSAGES, type FieldMessage } from './validation/messages.js';
export { computeNirKey, isValidNir, normaliseNir, parseNir, type Nir } from './validation/nir.js';
export {
  isAdultOn,
  isDayOfYear,
  isIsoDate,
  subtractMonths,
  type IsoDate,
} from './validation/dates.js';
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
  MAX_COMPANY_DURATION_YEARS,
} from './validation/company.js';
export { isEmailAddress } from './validation/email.js';
export { getSpouseRolesFor, type SpouseRole } from './validation/spouse-role.js';
export {
  formatPhoneNumberNationally,
  getPhoneNumberProblem,
  isPhoneCountry,
  isPhoneNumberOf,
  normalisePhoneNumber,
  SMALL_PHONE_METADATA,
  type PhoneMetadata,
  type PhoneNumberProblem,
} from './validation/phone.js';
export {
  isForeignPostalCodeFormat,
  isFrenchPostalCodeFormat,
  normaliseForeignPostalCode,
  normaliseFrenchPostalCode,
} from './validation/postal-code.js';
export { normaliseFrenchAnswers } from './normalise-answers.js';
export { isPersonName, TEXT_LIMITS } from './validation/text.js';
export { MAX_ACTIVITIES } from './validation/validate-company-details.js';

/**
 * Checks the fields present in an update of the French questionnaire, as of
 * `today` (YYYY-MM-DD). Absent fields are not checked; an empty text clears
 * an optional field but is `errors.field.required` for a field its step needs
 * (the web sends whole steps). Violations name the field as in the .proto, in
 * snake_case, e.g. `personal_information.address.postal_code`, with a
 * translation key under `errors.field`.
 */
export function validateFrenchAnswers(
  update: FrenchAnswers,
  legalForm: LegalForm,
  reference: FrenchReferenceData,
  today: IsoDate,
): FieldViolation[] {
  const context = { legalForm, reference, today };
  return [
    ...validatePersonalInformation(update.personalInformation, context),
    ...validateCompanyDetails(update.companyDetails, context),
    ...validateCapitalDeposit(update.capitalDeposit, context),
  ];
}
