import { normaliseText, trimTexts, withDefined } from '../normalise-fields.js';
import type { SpanishAddress, SpanishAnswers } from './answers.js';
import { normaliseCadastralReference } from './validation/cadastral-reference.js';
import { normaliseIban } from './validation/iban.js';
import { normaliseIdNumber } from '../../spain/identity-number.js';
import { normaliseNuss } from './validation/nuss.js';
import { normaliseSpanishPostalCode } from '../validation/postal-codes.js';

function normaliseAddress(address: SpanishAddress | undefined) {
  return (
    address &&
    withDefined(address, {
      postalCode: normaliseText(address.postalCode, normaliseSpanishPostalCode),
    })
  );
}

/**
 * The Spanish answers of an update as they are kept, once the rules have
 * accepted them: every text trimmed, the DNI or NIE without separators and
 * upper-case (x-1234567-l → X1234567L), postal codes as five digits, the
 * cadastral reference without spaces, the social security number as its
 * digits and the IBAN in its electronic form. Each identifier goes through
 * the normalising function its rule reads it with.
 */
export function normaliseSpanishAnswers(update: SpanishAnswers): SpanishAnswers {
  const answers = trimTexts(update);
  const { spanishPersonalInformation: personal, businessInformation: business } = answers;
  return {
    ...answers,
    ...(personal && {
      spanishPersonalInformation: withDefined(personal, {
        idNumber: normaliseText(personal.idNumber, normaliseIdNumber),
        cadastralReference: normaliseText(personal.cadastralReference, normaliseCadastralReference),
        address: normaliseAddress(personal.address),
        fiscalAddress: normaliseAddress(personal.fiscalAddress),
        notificationAddress: normaliseAddress(personal.notificationAddress),
      }),
    }),
    ...(business && {
      businessInformation: withDefined(business, {
        nafSocialSecurityNumber: normaliseText(business.nafSocialSecurityNumber, normaliseNuss),
        iban: normaliseText(business.iban, normaliseIban),
      }),
    }),
  };
}
