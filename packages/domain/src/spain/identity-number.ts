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

/**
 * The NIF of a Spanish citizen without a DNI (Real Decreto 1065/2007 art.
 * 20): K for one under 14, L for one living abroad, M for a foreigner
 * without an NIE; seven digits and the DNI's control letter of those digits.
 */
const PERSONAL_NIF = /^([KLM])(\d{7})([A-Z])$/;

/**
 * The NIF of a company or entity (Real Decreto 1065/2007 art. 22 and Orden
 * EHA/451/2008 art. 3, which gives each first letter a kind of entity: A
 * sociedad anónima, B sociedad de responsabilidad limitada … W permanent
 * establishment of a non-resident), seven digits and a control character.
 */
const ENTITY_NIF = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;
/** Entities whose control character is always a letter: foreign entities, public bodies, religious ones, non-residents' establishments. */
const ENTITY_LETTER_CONTROL = new Set(['N', 'P', 'Q', 'R', 'S', 'W']);
/** Companies whose control character is always a digit: SA, SL, comunidades de bienes and de propietarios. */
const ENTITY_DIGIT_CONTROL = new Set(['A', 'B', 'E', 'H']);
const ENTITY_CONTROL_LETTERS = 'JABCDEFGHI';

/**
 * The control digit of an entity's seven digits, as the Agencia Tributaria
 * computes it: the digits in even places added, those in odd places doubled
 * and their own digits added, and 10 less the last digit of the sum (0 for 10).
 * The control letter is the same value in JABCDEFGHI.
 */
export function getEntityNifControlDigit(digits: string): number {
  let sum = 0;
  [...digits].forEach((character, index) => {
    const digit = Number(character);
    if (index % 2 === 1) sum += digit;
    else sum += Math.floor((2 * digit) / 10) + ((2 * digit) % 10);
  });
  return (10 - (sum % 10)) % 10;
}

/** Whether a text is the NIF of a company or entity (formerly CIF), e.g. B12345674. */
export function isValidEntityNif(input: string): boolean {
  const match = ENTITY_NIF.exec(normaliseIdNumber(input));
  if (!match) return false;
  const [, letter, digits, control] = match as unknown as [string, string, string, string];
  const digit = getEntityNifControlDigit(digits);
  const asDigit = control === String(digit);
  const asLetter = control === ENTITY_CONTROL_LETTERS[digit];
  if (ENTITY_LETTER_CONTROL.has(letter)) return asLetter;
  if (ENTITY_DIGIT_CONTROL.has(letter)) return asDigit;
  return asDigit || asLetter;
}

/**
 * Whether a text is a Spanish NIF (número de identificación fiscal, Real
 * Decreto 1065/2007 arts. 18–22): a DNI, an NIE, a K, L or M number, or an
 * entity's NIF. It is what an invoice names both parties by (Real Decreto
 * 1619/2012 art. 6.1.d).
 */
export function isValidSpanishNif(input: string): boolean {
  if (isValidDni(input) || isValidNie(input) || isValidEntityNif(input)) return true;
  const match = PERSONAL_NIF.exec(normaliseIdNumber(input));
  return match !== null && getDniLetter(match[2]!) === match[3];
}
