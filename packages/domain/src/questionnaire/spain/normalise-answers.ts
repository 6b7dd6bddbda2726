import { normaliseText, trimTexts, withDefined } from '../normalise-fields.js';
import type { SpanishAddress, SpanishAnswers } from './answers.js';
import type { SpanishCompanyAnswers } from './company/answers.js';
import { normaliseCadastralReference } from './validation/cadastral-reference.js';
import { normaliseIban } from './validation/iban.js';
import { normaliseIdNumber } from '../../spain/identity-number.js';
import { normaliseNuss } from './validation/nuss.js';
import { normaliseSpanishPostalCode } from '../validation/postal-codes.js';

function normaliseAddress<T extends Pick<SpanishAddress, 'postalCode'>>(address: T | undefined) {
  return (
    address &&
    withDefined(address, {
      postalCode: normaliseText(address.postalCode, normaliseSpanishPostalCode),
    } as Partial<T>)
  );
}

function normaliseCompany(company: SpanishCompanyAnswers): SpanishCompanyAnswers {
  const { registeredOffice, shareholders, administration } = company;
  const withId = <T extends { idNumber?: string }>(party: T): T =>
    withDefined(party, {
      idNumber: normaliseText(party.idNumber, normaliseIdNumber),
    } as Partial<T>);
  return withDefined(company, {
    registeredOffice: registeredOffice && normaliseAddress(registeredOffice),
    shareholders: shareholders && { shareholders: shareholders.shareholders?.map(withId) },
    administration: administration && {
      ...administration,
      directors: administration.directors?.map(withId),
    },
  });
}

/**
 * The Spanish answers of an update as they are kept, once the rules have
 * accepted them: every text trimmed, the DNI or NIE without separators and
 * upper-case (x-1234567-l → X1234567L), postal codes as five digits, the
 * cadastral reference without spaces, the shareholders' and directors' numbers
 * as the DNI or NIE, the social security number as its
 * digits and the IBAN in its electronic form. Each identifier goes through
 * the normalising function its rule reads it with.
 */
export function normaliseSpanishAnswers(update: SpanishAnswers): SpanishAnswers {
  const answers = trimTexts(update);
  const {
    spanishPersonalInformation: personal,
    businessInformation: business,
    spanishCompany: company,
  } = answers;
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
    ...(company && { spanishCompany: normaliseCompany(company) }),
  };
}
