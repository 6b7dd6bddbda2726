/**
 * Characters OCR reads for a digit where only a digit can stand (dates, check
 * digits, the number of a DNI): the shapes are close in most fonts.
 */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};

/** Characters OCR reads for a letter where only a letter can stand (country codes, names). */
const LETTER_LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '7': 'Z',
  '8': 'B',
};

/** Maps look-alike letters to the digits they stand for; anything else is kept. */
export function toDigits(value: string): string {
  return value.replace(/[A-Z]/g, (char) => DIGIT_LOOKALIKES[char] ?? char);
}

/** Maps look-alike digits to the letters they stand for; anything else is kept. */
export function toLetters(value: string): string {
  return value.replace(/\d/g, (digit) => LETTER_LOOKALIKES[digit] ?? digit);
}

/** Whether a character can be read as a digit (a digit or a look-alike letter). */
export function isDigitLike(char: string): boolean {
  return /\d/.test(char) || char in DIGIT_LOOKALIKES;
}

/** Upper case without accents or diacritics (Ñ becomes N), as MRZ and label matching need. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}

/** The non-empty lines of a text, trimmed, with runs of spaces collapsed. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/[\t ]+/g, ' ').trim())
    .filter((line) => line.length > 0);
}

/** A calendar date as YYYY-MM-DD, or undefined when the parts are not a real date. */
export function toIsoDate(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return;
  if (month < 1 || month > 12 || day < 1 || day > 31) return;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
