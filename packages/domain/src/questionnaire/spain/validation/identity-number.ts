/**
 * The control letters of the DNI and the NIE: the number modulo 23 indexes
 * this table. Orden INT/2058/2008 and the Ministerio del Interior's
 * description of the DNI ("cálculo del dígito de control del NIF"); the
 * letters I, Ñ, O and U are left out so that none can be read as a digit.
 */
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const DNI = /^(\d{8})([A-Z])$/;

/**
 * An NIE (número de identidad de extranjero, Real Decreto 557/2011 art.
 * 206): X, Y or Z, seven digits and the control letter, computed as for a
 * DNI once the first letter is replaced by 0, 1 or 2.
 */
const NIE = /^([XYZ])(\d{7})([A-Z])$/;
const NIE_PREFIX_DIGITS: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

/** A document number as typed, without spaces, dots and hyphens, upper-case (12.345.678-z → 12345678Z). */
export function normaliseIdNumber(input: string): string {
  return input.replace(/[\s.-]+/g, '').toUpperCase();
}

/** The control letter of a DNI number (up to 8 digits). */
export function getDniLetter(digits: string): string {
  return CONTROL_LETTERS[Number(digits) % 23]!;
}

/** Whether a text is a DNI: 8 digits and their control letter. Spaces, dots and hyphens are ignored. */
export function isValidDni(input: string): boolean {
  const match = DNI.exec(normaliseIdNumber(input));
  return match !== null && getDniLetter(match[1]!) === match[2];
}

/** Whether a text is an NIE: X, Y or Z, 7 digits and the control letter. */
export function isValidNie(input: string): boolean {
  const match = NIE.exec(normaliseIdNumber(input));
  return match !== null && getDniLetter(NIE_PREFIX_DIGITS[match[1]!]! + match[2]!) === match[3];
}
