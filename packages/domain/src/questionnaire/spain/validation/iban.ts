import { isValidIBAN } from 'ibantools';

/** The longest IBAN (ISO 13616) has 34 characters: the field takes no more, as typed. */
export const IBAN_MAX_TYPED_LENGTH = 34;

/** A Spanish IBAN: ES, 2 check digits and the 20 digits of the account (CCC). */
const SPANISH_IBAN = /^ES\d{22}$/;

/** The IBAN in its electronic form: no spaces, upper-case (es91 2100 … → ES912100…). */
export function normaliseIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * Whether a text is the IBAN of a Spanish account: ES followed by 22 digits,
 * whose ISO 13616 check digits (mod 97) are right, as are the two control
 * digits of the account number that the Banco de España's format (the
 * Código Cuenta Cliente) carries. Spaces and case are ignored.
 */
export function isSpanishIban(input: string): boolean {
  const iban = normaliseIban(input);
  return SPANISH_IBAN.test(iban) && isValidIBAN(iban);
}
