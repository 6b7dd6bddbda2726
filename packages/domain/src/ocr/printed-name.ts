import { foldText } from './ocr-text.js';

/**
 * How ICAO 9303 (part 3, section 6) may write in an MRZ a printed letter that
 * folding alone does not give: Ñ as NXX, Ü as UE, ß as SS… Folding (Ñ → N,
 * Ü → U) is tried as well, since most states, Spain among them, fold.
 */
const MRZ_TRANSLITERATIONS: Readonly<Record<string, readonly string[]>> = {
  Ñ: ['NXX'],
  Ü: ['UE', 'UXX'],
  Ä: ['AE', 'AXX'],
  Ö: ['OE', 'OXX'],
  Å: ['AA'],
  Æ: ['AE'],
  Ø: ['OE'],
  Þ: ['TH'],
  Ĳ: ['IJ'],
};

/** The letters of a name, upper case, without the spaces, hyphens and apostrophes the MRZ drops. */
function toLetters(name: string): string[] {
  return [...name.normalize('NFC').toUpperCase()].filter((char) => /\p{L}/u.test(char));
}

/** Whether the printed letters, from `index` on, spell the MRZ's letters from `at` on. */
function spells(printed: readonly string[], mrz: string, index = 0, at = 0): boolean {
  if (index === printed.length) return at === mrz.length;
  const char = printed[index]!;
  const forms = [foldText(char), ...(MRZ_TRANSLITERATIONS[char] ?? [])];
  return forms.some(
    (form) => mrz.startsWith(form, at) && spells(printed, mrz, index + 1, at + form.length),
  );
}

/**
 * Whether a name printed on a document (with its accents and Ñ) is the MRZ's
 * name letter for letter, once accents are folded or transliterated as ICAO
 * 9303 allows; spaces, hyphens and apostrophes do not count.
 */
export function isPrintedFormOfMrzName(printedName: string, mrzName: string): boolean {
  const printed = toLetters(printedName);
  const mrz = toLetters(mrzName).join('');
  return printed.length > 0 && mrz.length > 0 && spells(printed, mrz);
}

/**
 * The name to keep from a document read twice, in its MRZ (check digits
 * verified, but without accents or Ñ) and as printed: the printed name when
 * it is the MRZ's letter for letter ('MARÍA JOSÉ NÚÑEZ GARCÍA' for 'MARIA
 * JOSE NUNEZ GARCIA'), since it is the name as the person writes it and as
 * the tax agency and the certificate hold it; the MRZ's otherwise (a misread
 * or a truncated print). Either may be '' when it was not read.
 */
export function choosePrintedName(mrzName: string, printedName: string): string {
  if (!mrzName) return printedName;
  return isPrintedFormOfMrzName(printedName, mrzName) ? printedName.trim() : mrzName;
}
