import { isValidDni, isValidNie } from '../spain/identity-number.js';
import { isDigitLike, toDigits, toLetters } from './ocr-text.js';

/**
 * Reads a DNI or NIE from OCR'd characters: separators dropped, look-alike
 * letters in the number read as digits, and kept only when the control
 * letter verifies. Where only a DNI or NIE can stand (the optional data of a
 * Spanish MRZ), `letterFromDigit` also reads a digit in the control letter's
 * place as the letter it looks like (7 for Z); in free text it would turn a
 * phone number into a DNI one time in 23. Undefined when the value is no such number.
 */
export function readSpanishIdNumber(
  value: string,
  { letterFromDigit = false }: { letterFromDigit?: boolean } = {},
): string | undefined {
  const compact = value.toUpperCase().replace(/[\s.\-/]/g, '');
  const match = /^([XYZ]?)([0-9A-Z]{7,8})([0-9A-Z])$/.exec(compact);
  if (!match) return undefined;
  const [, prefix, body, read] = match as unknown as [string, string, string, string];
  if (![...body].every(isDigitLike)) return undefined;
  const letter = letterFromDigit ? toLetters(read) : read;
  const candidate = `${prefix}${toDigits(body)}${letter}`;
  return isValidDni(candidate) || isValidNie(candidate) ? candidate : undefined;
}

/**
 * The first DNI or NIE in a text whose control letter verifies, e.g.
 * '12345678-Z', 'X 1234567 L' or '12.345.678Z'; undefined when there is none.
 * At least five characters of the number must be real digits, so that words
 * are not read as numbers.
 */
export function findSpanishIdNumber(text: string): string | undefined {
  const pattern =
    /(?<![0-9A-Z])([XYZ][\s.-]?)?([0-9OQDILZSGB]{1,3}(?:\.?[0-9OQDILZSGB]{3}){2}|[0-9OQDILZSGB]{7,8})[\s.-]?([A-Z])(?![0-9A-Z])/g;
  for (const match of text.toUpperCase().matchAll(pattern)) {
    const body = match[2]!.replace(/\./g, '');
    if (body.replace(/\D/g, '').length < 5) continue;
    const found = readSpanishIdNumber(`${match[1] ?? ''}${body}${match[3]}`);
    if (found) return found;
  }
  return undefined;
}
