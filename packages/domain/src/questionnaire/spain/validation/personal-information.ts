import { ProofOfAddressType, SpanishIdentityDocumentType, YesNo } from '@foundly/proto';
import * as z from 'zod/mini';
import type { IsoDate } from '../../validation/dates.js';
import { FIELD_MESSAGES } from '../../validation/messages.js';
import { isSpanishPostalCode } from '../../validation/postal-codes.js';
import {
  acrossFields,
  passed,
  report,
  requiredWhen,
} from '../../validation/schemas/across-fields.js';
import { choice, getChoices } from '../../validation/schemas/choice.js';
import { countryCode } from '../../validation/schemas/country.js';
import { date, dateOfBirth, notBefore } from '../../validation/schemas/date.js';
import { numberThat } from '../../validation/schemas/number.js';
import { builtPerContext } from '../../validation/schemas/per-context.js';
import { text } from '../../validation/schemas/text.js';
import { TEXT_LIMITS } from '../../validation/text-limits.js';
import type { SpanishPersonalInformation } from '../answers.js';
import { isValidDni, isValidNie } from '../../../spain/identity-number.js';
import { isHousingPercentage } from './limits.js';

const IDENTITY_DOCUMENT_TYPES = getChoices(SpanishIdentityDocumentType);
const PROOF_OF_ADDRESS_TYPES = getChoices(ProofOfAddressType);
const YES_NO = [YesNo.TRUE, YesNo.FALSE];

/** A document type the step needs: unset, 'Please select a document type' (spec 02 §5). */
const documentType = (required: boolean) =>
  choice(PROOF_OF_ADDRESS_TYPES, { required, unset: FIELD_MESSAGES.documentType });

/**
 * A home, fiscal or notification address (spec 02 §5 address review): street,
 * number, a Spanish postal code and the province are required, the building
 * number (floor, door) is not.
 */
const address = z.object({
  streetName: z.optional(text({ required: true, max: TEXT_LIMITS.street })),
  streetNumber: z.optional(text({ required: true, max: TEXT_LIMITS.streetNumber })),
  buildingNumber: z.optional(text({ required: false, max: TEXT_LIMITS.buildingNumber })),
  postalCode: z.optional(
    text({
      required: true,
      max: TEXT_LIMITS.postalCode,
      pattern: { test: isSpanishPostalCode, message: FIELD_MESSAGES.postalCode },
    }),
  ),
  city: z.optional(text({ required: true, max: TEXT_LIMITS.city })),
});

/**
 * The document number, with its control letter checked: a Spaniard's DNI, or
 * the NIE a foreigner holds (an EU citizen's NIE certificate, a non-EU
 * citizen's TIE). When the update does not say which document it is, either
 * is accepted.
 */
const idNumberOfItsDocument = acrossFields<SpanishPersonalInformation>((info, payload) => {
  const { idNumber, identityDocumentType: type } = info;
  if (idNumber === undefined || !passed(payload, 'idNumber')) return;
  switch (type) {
    case SpanishIdentityDocumentType.SPANISH:
      if (!isValidDni(idNumber)) report(payload, ['idNumber'], FIELD_MESSAGES.dni);
      break;
    case SpanishIdentityDocumentType.EU:
    case SpanishIdentityDocumentType.NON_EU:
      if (!isValidNie(idNumber)) report(payload, ['idNumber'], FIELD_MESSAGES.nie);
      break;
    default:
      if (!isValidDni(idNumber) && !isValidNie(idNumber)) {
        report(payload, ['idNumber'], FIELD_MESSAGES.idNumber);
      }
  }
});

/**
 * The personal section of the Spanish questionnaire, in the order its
 * violations come. The founder lives in Spain and is of age (spec 02 §1);
 * an expired document cannot identify them, one that expires today still
 * does.
 */
export const spanishPersonalInformation = builtPerContext(
  (today: IsoDate) => {
    return z
      .object({
        identityDocumentType: z.optional(
          choice(IDENTITY_DOCUMENT_TYPES, { unset: FIELD_MESSAGES.documentType }),
        ),
        fullName: z.optional(text({ required: true, max: TEXT_LIMITS.fullName })),
        dateOfBirth: z.optional(dateOfBirth(today, { founder: true })),
        placeOfBirth: z.optional(text({ required: true, max: TEXT_LIMITS.placeOfBirth })),
        nationality: z.optional(countryCode()),
        idNumber: z.optional(text({ required: true, max: TEXT_LIMITS.idNumber })),
        idExpirationDate: z.optional(date(true, notBefore(today, FIELD_MESSAGES.idExpired))),
        proofAddressDocumentType: z.optional(documentType(true)),
        address: z.optional(address),
        fiscalResidencyDifferent: z.optional(choice(YES_NO)),
        proofAddressFiscalDocumentType: z.optional(documentType(false)),
        fiscalAddress: z.optional(address),
        differentNotificationAddress: z.optional(choice(YES_NO)),
        proofAddressNotificationDocumentType: z.optional(documentType(false)),
        notificationAddress: z.optional(address),
        housingSurfacePercentage: z.optional(
          numberThat(isHousingPercentage, FIELD_MESSAGES.housingPercentage),
        ),
        cadastralReference: z.optional(
          text({ required: false, max: TEXT_LIMITS.cadastralReference }),
        ),
      })
      .check(
        idNumberOfItsDocument,
        requiredWhen(
          (info) => info.fiscalResidencyDifferent === YesNo.TRUE,
          [['proofAddressFiscalDocumentType']],
          FIELD_MESSAGES.documentType,
        ),
        requiredWhen(
          (info) => info.differentNotificationAddress === YesNo.TRUE,
          [['proofAddressNotificationDocumentType']],
          FIELD_MESSAGES.documentType,
        ),
      );
  },
  (today) => [today],
);
