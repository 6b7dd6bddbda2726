import type { FieldViolation } from '../../../errors.js';
import { isIsoDate, type IsoDate } from '../../validation/dates.js';
import { FIELD_MESSAGES } from '../../validation/messages.js';
import { isPersonName } from '../../validation/person-name.js';
import { isUkPostcode } from '../../validation/postal-codes.js';
import { TEXT_LIMITS } from '../../validation/text-limits.js';
import type { UkAddressAnswer, UkOfficerAnswer } from '../answers.js';
import { isPersonalCode } from '../personal-code.js';

/** The earliest date of birth accepted: anything older is a typing mistake. */
const EARLIEST_BIRTH_DATE = '1900-01-01';

export const filled = (value: string | undefined): value is string =>
  (value?.trim().length ?? 0) > 0;

/** A text that is required and at most `limit` characters once trimmed. */
export function checkText(
  value: string | undefined,
  field: string,
  limit: number,
): FieldViolation[] {
  if (!filled(value)) return [{ field, message: FIELD_MESSAGES.required }];
  return value.trim().length > limit ? [{ field, message: FIELD_MESSAGES.tooLong }] : [];
}

/** A person's first or last name: required, letters, spaces, hyphens and apostrophes. */
export function checkName(value: string | undefined, field: string): FieldViolation[] {
  const text = checkText(value, field, TEXT_LIMITS.name);
  if (text.length > 0) return text;
  return isPersonName(value!.trim()) ? [] : [{ field, message: FIELD_MESSAGES.name }];
}

/** An ISO 3166-1 alpha-2 country code. */
export function checkCountry(value: string | undefined, field: string): FieldViolation[] {
  if (!filled(value)) return [{ field, message: FIELD_MESSAGES.required }];
  return /^[A-Za-z]{2}$/.test(value.trim()) ? [] : [{ field, message: FIELD_MESSAGES.invalid }];
}

/**
 * An address: first line, town and postcode required, a country (GB when
 * left out); a UK postcode when it is in the UK, any postcode abroad.
 */
export function checkAddress(
  address: UkAddressAnswer | undefined,
  field: string,
): FieldViolation[] {
  if (!address) return [{ field, message: FIELD_MESSAGES.required }];
  const violations = [
    ...checkText(address.line1, `${field}.line1`, TEXT_LIMITS.street),
    ...(filled(address.line2) && address.line2.trim().length > TEXT_LIMITS.street
      ? [{ field: `${field}.line2`, message: FIELD_MESSAGES.tooLong }]
      : []),
    ...checkText(address.town, `${field}.town`, TEXT_LIMITS.city),
  ];
  const country = filled(address.countryCode) ? address.countryCode.trim().toUpperCase() : 'GB';
  if (filled(address.countryCode))
    violations.push(...checkCountry(country, `${field}.country_code`));
  const postcode = `${field}.postcode`;
  if (!filled(address.postcode))
    violations.push({ field: postcode, message: FIELD_MESSAGES.required });
  else if (country === 'GB' && !isUkPostcode(address.postcode)) {
    violations.push({ field: postcode, message: FIELD_MESSAGES.postalCode });
  } else if (address.postcode.trim().length > TEXT_LIMITS.postalCode) {
    violations.push({ field: postcode, message: FIELD_MESSAGES.tooLong });
  }
  return violations;
}

/** A real date of birth, from 1900, not after today. */
export function checkDateOfBirth(
  value: string | undefined,
  field: string,
  today: IsoDate,
): FieldViolation[] {
  if (!filled(value)) return [{ field, message: FIELD_MESSAGES.required }];
  if (!isIsoDate(value) || value < EARLIEST_BIRTH_DATE)
    return [{ field, message: FIELD_MESSAGES.date }];
  return value > today ? [{ field, message: FIELD_MESSAGES.futureDate }] : [];
}

/**
 * What Companies House asks of a director and of a person with significant
 * control alike: names, date of birth, nationality, country of residence, a
 * service address (public) and a residential address (kept off the public
 * register, Companies Act 2006 s. 165, s. 790ZF), and the personal code that
 * shows their identity is verified.
 */
export function checkOfficer(
  officer: UkOfficerAnswer,
  field: string,
  today: IsoDate,
): FieldViolation[] {
  const violations = [
    ...checkName(officer.firstName, `${field}.first_name`),
    ...checkName(officer.lastName, `${field}.last_name`),
    ...checkDateOfBirth(officer.dateOfBirth, `${field}.date_of_birth`, today),
    ...checkText(officer.nationality, `${field}.nationality`, TEXT_LIMITS.name),
    ...checkCountry(officer.countryOfResidence, `${field}.country_of_residence`),
    ...checkAddress(officer.serviceAddress, `${field}.service_address`),
    ...checkAddress(officer.residentialAddress, `${field}.residential_address`),
  ];
  if (!filled(officer.personalCode)) {
    violations.push({ field: `${field}.personal_code`, message: FIELD_MESSAGES.required });
  } else if (!isPersonalCode(officer.personalCode)) {
    violations.push({ field: `${field}.personal_code`, message: FIELD_MESSAGES.personalCode });
  }
  return violations;
}

/** Renames the start of a rule's field path to the request's, e.g. `subscribers.0` to `share_capital.shareholders.0`. */
export function renameField(
  violations: readonly FieldViolation[],
  renames: Readonly<Record<string, string>>,
): FieldViolation[] {
  return violations.map((violation) => {
    const parts = violation.field.split('.').map((part) => renames[part] ?? part);
    return { ...violation, field: parts.join('.') };
  });
}
