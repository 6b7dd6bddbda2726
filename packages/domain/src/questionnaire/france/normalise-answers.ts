import { normaliseText, trimTexts, withDefined } from '../normalise-fields.js';
import type { BirthDetails, FrenchAnswers, PhoneNumber, PostalAddress } from './answers.js';
import { normaliseNir } from './validation/nir.js';
import { normalisePhoneNumber } from '../validation/phone.js';
import {
  normaliseForeignPostalCode,
  normaliseFrenchPostalCode,
} from '../validation/postal-codes.js';

const FRANCE = 'FR';

function normalisePostalCode(value: string | undefined, country: string | undefined) {
  return normaliseText(
    value,
    country === FRANCE ? normaliseFrenchPostalCode : normaliseForeignPostalCode,
  );
}

/** A company's address is in France, so a missing country means France there. */
function normaliseAddress(
  address: PostalAddress | undefined,
  defaultCountry?: string,
): PostalAddress | undefined {
  if (!address) return address;
  const country = address.countryCode ?? defaultCountry;
  return withDefined(address, { postalCode: normalisePostalCode(address.postalCode, country) });
}

function normalisePhone(phone: PhoneNumber | undefined): PhoneNumber | undefined {
  if (!phone?.code) return phone;
  const code = phone.code;
  return withDefined(phone, {
    number: normaliseText(phone.number, (number) => normalisePhoneNumber(number, code)),
  });
}

function normaliseBirth<T extends BirthDetails>(birth: T): T {
  const birthPostalCode = normalisePostalCode(birth.birthPostalCode, birth.birthCountry);
  return birthPostalCode === undefined ? birth : { ...birth, birthPostalCode };
}

/**
 * The French answers of an update as they are kept, once the rules have
 * accepted them: every text trimmed, postal codes in their country's form
 * (75 011 → 75011 in France), phone numbers in E.164 (+33612345678), the
 * social security number (NIR) as its 15 characters. Each identifier goes
 * through the normalising function its rule reads it with.
 */
export function normaliseFrenchAnswers(update: FrenchAnswers): FrenchAnswers {
  const answers = trimTexts(update);
  const { personalInformation: personal, companyDetails: company } = answers;
  return {
    ...answers,
    ...(personal && {
      personalInformation: normaliseBirth(
        withDefined(personal, {
          address: normaliseAddress(personal.address),
          phone: normalisePhone(personal.phone),
          socialSecurityNumber: normaliseText(personal.socialSecurityNumber, normaliseNir),
          spouse: personal.spouse && normaliseBirth(personal.spouse),
        }),
      ),
    }),
    ...(company && {
      companyDetails: withDefined(company, {
        address: normaliseAddress(company.address, FRANCE),
        phone: normalisePhone(company.phone),
      }),
    }),
  };
}
