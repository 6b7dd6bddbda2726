import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };
import { findMrz, getMrzBirthDate, getMrzExpiryDate, type MrzData } from './mrz.js';
import { foldText, splitLines, toDigits, toIsoDate } from './ocr-text.js';
import { choosePrintedName } from './printed-name.js';
import { findSpanishIdNumber, readSpanishIdNumber } from './spanish-id-number.js';

/** What an identity document gives (the IdExtractedFields of the contract); '' when not found. */
export interface IdentityFields {
  /** Given names then surnames, as printed. */
  fullName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** ISO 3166-1 alpha-2, e.g. ES. */
  nationality: string;
  /** YYYY-MM-DD. */
  expiryDate: string;
  /** The DNI or NIE with its letter; for other documents, the document's number. */
  idDocumentNumber: string;
  placeOfBirth: string;
}

const ALPHA3_TO_ALPHA2 = new Map(
  (codes as string[][]).map(([alpha2, alpha3]) => [alpha3!, alpha2!]),
);

/** MRZ codes that are not ISO alpha-3 (ICAO 9303 part 3): Germany, and British nationals. */
const MRZ_ONLY_CODES: Readonly<Record<string, string>> = {
  D: 'DE',
  GBD: 'GB',
  GBN: 'GB',
  GBO: 'GB',
  GBP: 'GB',
  GBS: 'GB',
  RKS: 'XK',
};

/** The ISO alpha-2 code of an MRZ nationality (ESP → ES, D → DE); '' for stateless or unknown codes. */
export function getNationalityOfMrzCode(code: string): string {
  const clean = code.replace(/<+$/, '');
  return MRZ_ONLY_CODES[clean] ?? ALPHA3_TO_ALPHA2.get(clean) ?? '';
}

/** Labels of the visual zone of Spanish cards that end a value read under another label. */
const LABELS =
  /^(APELLIDOS?|PRIMER APELLIDO|SEGUNDO APELLIDO|NOMBRES?|SEXO|NACIONALIDAD|FECHA|VALIDEZ|VALIDO|DNI|NIE|NUM|DOMICILIO|HIJO|LUGAR|EQUIPO|IDESP|TIPO|PERMISO|OBSERVACIONES|SURNAME|GIVEN|NAME|DATE|PLACE|NATIONALITY|EXPIRY)\b/;

function isLabel(line: string): boolean {
  return LABELS.test(foldText(line));
}

/** Lines of MRZ characters only, which the visual-zone readers skip. */
function isMrzLine(line: string): boolean {
  return /^[A-Z0-9<«\s]{20,}$/.test(line) && line.includes('<');
}

/**
 * OCR reads the edge of a photo or of a printed frame beside a label as a
 * stray '|', 'i' or '.': no value printed after a label is that short.
 */
function isValue(text: string): boolean {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2 && !isLabel(text);
}

/**
 * The value printed under (or after) a label of the visual zone: the rest of
 * the label's line, else up to `maxLines` following lines that are not labels.
 */
function readLabelled(lines: readonly string[], label: RegExp, maxLines = 1): string[] {
  for (const [index, line] of lines.entries()) {
    const folded = foldText(line);
    const match = label.exec(folded);
    if (!match) continue;
    const rest = line
      .slice(match.index + match[0].length)
      .replace(/^[\s:./-]+/, '')
      .trim();
    if (isValue(rest)) return [rest];
    const values: string[] = [];
    for (const next of lines.slice(index + 1, index + 1 + maxLines)) {
      if (isLabel(next) || isMrzLine(next)) break;
      values.push(next);
    }
    if (values.length > 0) return values;
  }
  return [];
}

/**
 * The lines of a text's left column: OCR keeps the gap between two columns
 * as a run of spaces ('LUGAR DE NACIMIENTO        HIJO/A DE' on a TIE).
 */
function listLeftColumn(text: string): string[] {
  return splitLines(
    text
      .split(/\r?\n/)
      .map((line) => line.trim().split(/[\t ]{3,}/)[0]!)
      .join('\n'),
  );
}

/**
 * The place of birth on the back of a DNI ('LUGAR DE NACIMIENTO', then the
 * town and the province on two lines): 'TOWN, PROVINCE', or one of them when
 * both lines say the same.
 */
function readPlaceOfBirth(lines: readonly string[]): string {
  const values = readLabelled(lines, /LUGAR DE NACIMIENTO|PLACE OF BIRTH/, 2).map((value) =>
    value
      .replace(/[^\p{L}\s'.,()-]/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const unique = [...new Set(values.filter(Boolean))];
  return unique.join(', ');
}

/** A date printed in the visual zone, with where it starts in the folded line. */
interface VisualDate {
  date: string;
  index: number;
  length: number;
}

/** Dates printed in the visual zone: DD MM YYYY with spaces, dots, slashes or dashes. */
function listVisualDates(folded: string): VisualDate[] {
  const dates: VisualDate[] = [];
  const pattern =
    /(?<!\d)([0-3OQDIL]?[0-9OQDILZSGB])[\s./-]{1,2}([01OIL]?[0-9OQDILZSGB])[\s./-]{1,2}((?:19|20)[0-9OQDILZSGB]{2})(?!\d)/g;
  for (const match of folded.matchAll(pattern)) {
    const [day, month, year] = [match[1]!, match[2]!, match[3]!].map((part) =>
      Number(toDigits(part)),
    );
    const date = toIsoDate(year!, month!, day!);
    if (date) dates.push({ date, index: match.index, length: match[0].length });
  }
  return dates;
}

/**
 * The labels of the dates of Spanish cards and passports. Several may share
 * a row, each date printed under its own: SEXO, NACIONALIDAD and FECHA DE
 * NACIMIENTO, or the issue (EMISIÓN) and expiry (VALIDEZ) of a DNI 3.0.
 */
const DATE_LABELS =
  /FECHA DE NACIMIENTO|DATE OF BIRTH|FECHA DE EXPEDICION|EXPEDICION|EMISION|DATE OF ISSUE|VALIDEZ|VALIDO HASTA|CADUCIDAD|DATE OF EXPIRY/g;

/** Where the middle of a span lies across its line, from 0 (left) to 1 (right). */
function getRelativeCentre(index: number, length: number, line: string): number {
  return (index + length / 2) / Math.max(line.length, 1);
}

/**
 * The date printed with a label: after it on its row (before the next
 * label), else on one of the two rows below, in the label's column. When
 * the row below holds as many dates as its row has date labels, they are
 * matched in order; otherwise the date nearest the label across the row.
 */
function readLabelledDate(lines: readonly string[], label: RegExp): string {
  for (const [index, line] of lines.entries()) {
    const folded = foldText(line);
    const labels = [...folded.matchAll(DATE_LABELS)];
    const column = labels.findIndex((match) => label.test(match[0]));
    if (column === -1) continue;
    const wanted = labels[column]!;
    const start = wanted.index + wanted[0].length;
    const end = labels[column + 1]?.index ?? folded.length;
    const inline = listVisualDates(folded).find((date) => date.index >= start && date.index < end);
    if (inline) return inline.date;
    for (const next of lines.slice(index + 1, index + 3)) {
      const below = foldText(next);
      const dates = listVisualDates(below);
      if (dates.length === 0) continue;
      if (dates.length === labels.length) return dates[column]!.date;
      const centre = getRelativeCentre(wanted.index, wanted[0].length, folded);
      const distance = (date: VisualDate) =>
        Math.abs(getRelativeCentre(date.index, date.length, below) - centre);
      return dates.reduce((nearest, date) => (distance(date) < distance(nearest) ? date : nearest))
        .date;
    }
  }
  return '';
}

/**
 * The DNI or NIE printed after its label on the front of a card ('DNI
 * 45678912S', 'NIE Y7654321G'). Only such a number stands there, so a
 * control letter read as the digit it looks like (S as 5, Z as 2) is read
 * back, as in the MRZ's optional data.
 */
function readLabelledIdNumber(lines: readonly string[]): string {
  const pattern = /(?<![A-Z])(?:DNI|NIE)(?:\s*N[º°O]?\.?)?[\s:.-]*([0-9A-Z][0-9A-Z .-]{7,16})/;
  for (const line of lines) {
    const value = pattern.exec(foldText(line))?.[1];
    if (!value) continue;
    const compact = value.replace(/[\s.-]/g, '');
    const found = readSpanishIdNumber(compact.slice(0, 9), { letterFromDigit: true });
    if (found) return found;
  }
  return '';
}

/** The nationality of the visual zone ('NACIONALIDAD ESP' or 'ESPAÑOLA'). */
function readVisualNationality(lines: readonly string[]): string {
  const [value = ''] = readLabelled(lines, /NACIONALIDAD|NATIONALITY/);
  for (const word of foldText(value).split(/[^A-Z]+/)) {
    if (/^ESPANOL(A)?$/.test(word)) return 'ES';
    if (word.length === 3 && getNationalityOfMrzCode(word)) return getNationalityOfMrzCode(word);
  }
  return '';
}

function toNameWords(values: readonly string[]): string {
  return values
    .join(' ')
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Given names and surnames printed under their labels on the front of a card. */
function readVisualName(lines: readonly string[]): string {
  const first = readLabelled(lines, /PRIMER APELLIDO/);
  const second = readLabelled(lines, /SEGUNDO APELLIDO/);
  const surnames =
    first.length > 0 ? [...first, ...second] : readLabelled(lines, /^APELLIDOS\b|^SURNAME/, 2);
  const givenNames = readLabelled(lines, /^NOMBRES?\b|^GIVEN NAMES?/);
  return toNameWords([...givenNames, ...surnames]);
}

/**
 * The DNI or NIE a Spanish document carries in its optional data (the number
 * of a DNI or TIE card is the card's, not the person's), '' when it was not
 * read; for other states' documents, the document number.
 */
function readMrzIdNumber(mrz: MrzData): string {
  for (const part of mrz.optionalData) {
    const found = readSpanishIdNumber(part.replace(/\s+/g, ''));
    if (found) return found;
  }
  if (mrz.issuingState === 'ESP') return readSpanishIdNumber(mrz.documentNumber) ?? '';
  return mrz.documentNumber;
}

/**
 * Reads an identity document from its OCR'd (or text-layer) text: the MRZ of
 * a DNI back, a NIE/TIE card or a passport when one verifies, completed by the
 * visual zone (place of birth; the name as printed when it is the MRZ's
 * letter for letter, see choosePrintedName); else the labelled fields of the
 * visual zone (the front of a DNI). `today` fixes the century of MRZ dates.
 * Fields not found are ''.
 */
export function extractIdentityFields(text: string, today: Date): IdentityFields {
  const lines = splitLines(text);
  const placeOfBirth = readPlaceOfBirth(listLeftColumn(text));
  const mrz = findMrz(text);
  if (mrz) {
    const name = [...mrz.givenNames, ...mrz.surnames].join(' ');
    const printedName = readVisualName(lines.filter((line) => !isMrzLine(line)));
    return {
      fullName: choosePrintedName(name, printedName),
      dateOfBirth: getMrzBirthDate(mrz.birthDate, today) ?? '',
      nationality: getNationalityOfMrzCode(mrz.nationality),
      expiryDate: getMrzExpiryDate(mrz.expiryDate, today) ?? '',
      idDocumentNumber: readMrzIdNumber(mrz),
      placeOfBirth,
    };
  }
  const visualLines = lines.filter((line) => !isMrzLine(line));
  return {
    fullName: readVisualName(visualLines),
    dateOfBirth: readLabelledDate(visualLines, /FECHA DE NACIMIENTO|DATE OF BIRTH/),
    nationality: readVisualNationality(visualLines),
    expiryDate: readLabelledDate(visualLines, /VALIDEZ|VALIDO HASTA|CADUCIDAD|DATE OF EXPIRY/),
    idDocumentNumber:
      readLabelledIdNumber(visualLines) || (findSpanishIdNumber(visualLines.join('\n')) ?? ''),
    placeOfBirth,
  };
}
