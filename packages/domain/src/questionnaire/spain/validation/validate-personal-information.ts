import { ProofOfAddressType, SpanishIdentityDocumentType, YesNo } from '@foundly/proto';
import { isCountryCode } from '../../../countries.js';
import type { FieldViolation } from '../../../errors.js';
import { EARLIEST_BIRTH_DATE, isAdultOn, type IsoDate } from '../../france/validation/dates.js';
import type { SpanishAddress, SpanishPersonalInformation } from '../answers.js';
import { checkDate, checkEnum, checkText, getChoices } from './checks.js';
import { isValidDni, isValidNie } from './identity-number.js';
import { isHousingPercentage, SPANISH_TEXT_LIMITS as LIMITS } from './limits.js';
import { SPANISH_FIELD_MESSAGES as MESSAGES } from './messages.js';
import { isSpanishPostalCode } from './postal-code.js';
import { createViolationList, type ViolationList } from './violations.js';

const IDENTITY_DOCUMENT_TYPES = getChoices(SpanishIdentityDocumentType);
const PROOF_OF_ADDRESS_TYPES = getChoices(ProofOfAddressType);
const YES_NO = [YesNo.TRUE, YesNo.FALSE];

/**
 * A home, fiscal or notification address (spec 02 §5 address review): street,
 * number, a Spanish postal code and the province are required, the building
 * number (floor, door) is not.
 */
function validateAddress(list: ViolationList, address: SpanishAddress | undefined) {
  if (!address) return;
  list.add('street_name', checkText(address.streetName, { required: true, max: LIMITS.street }));
  list.add(
    'street_number',
    checkText(address.streetNumber, { required: true, max: LIMITS.streetNumber }),
  );
  list.add(
    'building_number',
    checkText(address.buildingNumber, { required: false, max: LIMITS.buildingNumber }),
  );
  list.add(
    'postal_code',
    checkText(address.postalCode, {
      required: true,
      max: LIMITS.postalCode,
      pattern: { test: isSpanishPostalCode, message: MESSAGES.postalCode },
    }),
  );
  list.add('city', checkText(address.city, { required: true, max: LIMITS.province }));
}

/** The founder lives in Spain and is of age (spec 02 §1): 18 on the day they answer. */
function checkDateOfBirth(value: string | undefined, today: IsoDate) {
  const message = checkDate(value, true);
  if (message !== undefined || value === undefined) return message;
  const date = value.trim();
  if (date < EARLIEST_BIRTH_DATE) return MESSAGES.date;
  return isAdultOn(date, today) ? undefined : MESSAGES.adult;
}

function checkNationality(value: string | undefined) {
  if (value === undefined) return undefined;
  if (value.trim() === '') return MESSAGES.required;
  return isCountryCode(value.trim()) ? undefined : MESSAGES.invalid;
}

/**
 * The document number, with its control letter checked: a Spaniard's DNI, or
 * the NIE a foreigner holds (an EU citizen's NIE certificate, a non-EU
 * citizen's TIE). When the update does not say which document it is, either
 * is accepted.
 */
function checkIdNumber(value: string | undefined, type: SpanishIdentityDocumentType | undefined) {
  const message = checkText(value, { required: true, max: LIMITS.idNumber });
  if (message !== undefined || value === undefined) return message;
  switch (type) {
    case SpanishIdentityDocumentType.SPANISH:
      return isValidDni(value) ? undefined : MESSAGES.dni;
    case SpanishIdentityDocumentType.EU:
    case SpanishIdentityDocumentType.NON_EU:
      return isValidNie(value) ? undefined : MESSAGES.nie;
    default:
      return isValidDni(value) || isValidNie(value) ? undefined : MESSAGES.idNumber;
  }
}

/** An expired document cannot identify the founder; one that expires today still does. */
function checkExpirationDate(value: string | undefined, today: IsoDate) {
  const message = checkDate(value, true);
  if (message !== undefined || value === undefined) return message;
  return value.trim() < today ? MESSAGES.idExpired : undefined;
}

function checkHousingPercentage(value: number | undefined) {
  if (value === undefined) return undefined;
  return isHousingPercentage(value) ? undefined : MESSAGES.housingPercentage;
}

/**
 * The violations of the personal section of an update, under
 * `personal_information` (the field of UpdateQuestionnaireRequest; the
 * stored answers call it spanishPersonalInformation).
 */
export function validateSpanishPersonalInformation(
  info: SpanishPersonalInformation | undefined,
  today: IsoDate,
): FieldViolation[] {
  const list = createViolationList('personal_information');
  if (!info) return list.violations;
  const documentType = { required: true, emptyMessage: MESSAGES.documentType };
  list.add(
    'identity_document_type',
    checkEnum(info.identityDocumentType, IDENTITY_DOCUMENT_TYPES, documentType),
  );
  list.add('full_name', checkText(info.fullName, { required: true, max: LIMITS.fullName }));
  list.add('date_of_birth', checkDateOfBirth(info.dateOfBirth, today));
  list.add('place_of_birth', checkText(info.placeOfBirth, { required: true, max: LIMITS.place }));
  list.add('nationality', checkNationality(info.nationality));
  list.add('id_number', checkIdNumber(info.idNumber, info.identityDocumentType));
  list.add('id_expiration_date', checkExpirationDate(info.idExpirationDate, today));
  list.add(
    'proof_address_document_type',
    checkEnum(info.proofAddressDocumentType, PROOF_OF_ADDRESS_TYPES, documentType),
  );
  validateAddress(list.at('address'), info.address);
  list.add(
    'fiscal_residency_different',
    checkEnum(info.fiscalResidencyDifferent, YES_NO, { required: true }),
  );
  list.add(
    'proof_address_fiscal_document_type',
    checkEnum(info.proofAddressFiscalDocumentType, PROOF_OF_ADDRESS_TYPES, {
      ...documentType,
      required: info.fiscalResidencyDifferent === YesNo.TRUE,
    }),
  );
  validateAddress(list.at('fiscal_address'), info.fiscalAddress);
  list.add(
    'different_notification_address',
    checkEnum(info.differentNotificationAddress, YES_NO, { required: true }),
  );
  list.add(
    'proof_address_notification_document_type',
    checkEnum(info.proofAddressNotificationDocumentType, PROOF_OF_ADDRESS_TYPES, {
      ...documentType,
      required: info.differentNotificationAddress === YesNo.TRUE,
    }),
  );
  validateAddress(list.at('notification_address'), info.notificationAddress);
  list.add('housing_surface_percentage', checkHousingPercentage(info.housingSurfacePercentage));
  list.add(
    'cadastral_reference',
    checkText(info.cadastralReference, { required: false, max: LIMITS.cadastralReference }),
  );
  return list.violations;
}
