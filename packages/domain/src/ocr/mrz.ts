import { toDigits, toLetters, toIsoDate } from './ocr-text.js';
import { readSpanishIdNumber } from './spanish-id-number.js';

/** ICAO 9303 weights of the check digits, repeated along the field. */
const WEIGHTS = [7, 3, 1] as const;

/**
 * The ICAO 9303 check digit of an MRZ field: digits count as themselves,
 * A–Z as 10–35, the filler '<' as 0, weighted 7, 3, 1 and summed modulo 10.
 * Undefined when the field holds any other character.
 */
export function computeMrzCheckDigit(field: string): number | undefined {
  let sum = 0;
  for (const [index, char] of [...field].entries()) {
    let value: number;
    if (char >= '0' && char <= '9') value = char.charCodeAt(0) - 48;
    else if (char >= 'A' && char <= 'Z') value = char.charCodeAt(0) - 55;
    else if (char === '<') value = 0;
    else return undefined;
    sum += value * WEIGHTS[index % 3]!;
  }
  return sum % 10;
}

/** Whether `check` is the check digit of `field` ('<' stands for 0 only after an empty field). */
export function isMrzCheckDigitValid(field: string, check: string): boolean {
  if (check === '<') return /^<*$/.test(field);
  return computeMrzCheckDigit(field) === Number(check) && /^\d$/.test(check);
}

/** What an MRZ says once every check digit verified. Dates are raw YYMMDD. */
export interface MrzData {
  /** TD1: ID cards (3 lines of 30); TD3: passports (2 lines of 44). */
  format: 'TD1' | 'TD3';
  /** 'ID', 'IR', 'P<', 'PP' … */
  documentCode: string;
  /** Alpha-3 code of the issuing state (ESP), or D for Germany. */
  issuingState: string;
  documentNumber: string;
  /** Optional data, fillers removed: the DNI or NIE on Spanish documents. */
  optionalData: string[];
  birthDate: string;
  sex: string;
  expiryDate: string;
  nationality: string;
  surnames: string[];
  givenNames: string[];
}

const TD1_LENGTH = 30;
const TD3_LENGTH = 44;

/** One OCR'd line read as MRZ characters: upper case, no spaces, guillemets as fillers. */
function toMrzCharacters(line: string): string {
  return line
    .toUpperCase()
    .replace(/[«‹]/g, '<<')
    .replace(/[\s›»]/g, '')
    .replace(/[^A-Z0-9<]/g, '<');
}

/** A 'K' between fillers (or between a filler and the end) is a misread filler. */
function fixFillerRuns(value: string): string {
  let previous;
  let current = value;
  do {
    previous = current;
    current = current.replace(/(?<=<)K(?=<|$)/g, '<');
  } while (current !== previous);
  return current;
}

/** Pads or trims the trailing fillers so that the line has its ICAO length. */
function fitTrailingFillers(line: string, length: number): string {
  if (line.length < length) return line.padEnd(length, '<');
  const trimmed = line.replace(/<+$/, (fillers) =>
    fillers.slice(0, Math.max(0, length - (line.length - fillers.length))),
  );
  return trimmed.length === length ? trimmed : line;
}

/** Fits the optional-data run between a fixed head and a fixed tail of `tailLength` characters. */
function fitMiddleFillers(line: string, length: number, headLength: number, tailLength: number) {
  if (line.length === length) return line;
  const head = line.slice(0, headLength);
  const tail = line.slice(line.length - tailLength);
  const middleLength = length - headLength - tailLength;
  let middle = line.slice(headLength, line.length - tailLength);
  if (middle.length > middleLength) {
    middle = middle.replace(/<+$/, (fillers) =>
      fillers.slice(0, Math.max(0, fillers.length - (middle.length - middleLength))),
    );
  }
  if (middle.length < middleLength) middle = middle.padEnd(middleLength, '<');
  return middle.length === middleLength ? `${head}${middle}${tail}` : line;
}

function isDate(value: string): boolean {
  if (!/^\d{6}$/.test(value)) return false;
  return !!toIsoDate(
    2000 + Number(value.slice(0, 2)),
    Number(value.slice(2, 4)),
    Number(value.slice(4, 6)),
  );
}

/** A digit field: look-alike letters read as digits. */
function digitField(value: string): string {
  return toDigits(value);
}

/** A check digit: a digit, or '<' on an empty field. */
function checkField(value: string): string {
  return value === '<' ? value : toDigits(value);
}

/** A letter field (country codes): look-alike digits read as letters. */
function letterField(value: string): string {
  return toLetters(value);
}

/** Characters that OCR swaps between letters and digits, both ways. */
const SWAPS: Readonly<Record<string, string>> = {
  '0': 'O',
  O: '0',
  '1': 'I',
  I: '1',
  '2': 'Z',
  Z: '2',
  '5': 'S',
  S: '5',
  '8': 'B',
  B: '8',
  '6': 'G',
  G: '6',
};

/** Spanish document numbers: the DNI's support number (BAA000589) and the TIE's (E12345678). */
const SPANISH_DOCUMENT_NUMBERS = [
  (raw: string) => `${toLetters(raw.slice(0, 3))}${toDigits(raw.slice(3))}`,
  (raw: string) => `${toLetters(raw.slice(0, 1))}${toDigits(raw.slice(1))}`,
];

/**
 * A document number of letters and digits whose check digit verifies: as read,
 * else (Spanish documents) read by the position of letters and digits, else
 * with the fewest letter/digit swaps that make the check digit verify.
 */
function readDocumentNumber(raw: string, check: string, issuingState: string): string | undefined {
  if (isMrzCheckDigitValid(raw, check)) return raw;
  if (issuingState === 'ESP') {
    for (const read of SPANISH_DOCUMENT_NUMBERS) {
      const candidate = read(raw);
      if (candidate !== raw && isMrzCheckDigitValid(candidate, check)) return candidate;
    }
  }
  const positions = [...raw].flatMap((char, index) => (char in SWAPS ? [index] : []));
  if (positions.length > 8) return undefined;
  for (let swaps = 1; swaps <= Math.min(2, positions.length); swaps++) {
    for (const chosen of combinations(positions, swaps)) {
      const chars = [...raw];
      for (const index of chosen) chars[index] = SWAPS[chars[index]!]!;
      const candidate = chars.join('');
      if (isMrzCheckDigitValid(candidate, check)) return candidate;
    }
  }
  return undefined;
}

function* combinations(items: number[], size: number, start = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let index = start; index <= items.length - size; index++) {
    for (const rest of combinations(items, size - 1, index + 1)) yield [items[index]!, ...rest];
  }
}

/** Surnames and given names of a name field: SURNAME1<SURNAME2<<GIVEN<NAMES. */
function readNames(field: string): { surnames: string[]; givenNames: string[] } {
  const letters = toLetters(field).replace(/<+$/, '');
  const [primary = '', ...rest] = letters.split('<<');
  const secondary = rest.join('<');
  const words = (value: string) => value.split('<').filter((word) => /^[A-Z]+$/.test(word));
  return { surnames: words(primary), givenNames: words(secondary) };
}

/**
 * Spanish documents carry the DNI or NIE in their optional data: a misread
 * digit in it is corrected when the control letter then verifies, before the
 * composite check digit is computed over it.
 */
function readOptionalData(field: string, issuingState: string): string {
  if (issuingState !== 'ESP') return field;
  const [value = ''] = field.split('<');
  const number = readSpanishIdNumber(value, { letterFromDigit: true });
  return number && number.length === value.length ? `${number}${field.slice(value.length)}` : field;
}

function optionalParts(...fields: string[]): string[] {
  return fields.map((field) => field.replace(/<+/g, ' ').trim()).filter(Boolean);
}

/** Reads three TD1 lines; undefined unless every check digit verifies. */
export function parseTd1(lines: readonly [string, string, string]): MrzData | undefined {
  const line1 = fitTrailingFillers(fixFillerRuns(lines[0]), TD1_LENGTH);
  const line2 = fitMiddleFillers(fixFillerRuns(lines[1]), TD1_LENGTH, 18, 1);
  const line3 = fitTrailingFillers(fixFillerRuns(lines[2]), TD1_LENGTH);
  if (line1.length !== TD1_LENGTH || line2.length !== TD1_LENGTH || line3.length !== TD1_LENGTH) {
    return undefined;
  }
  const documentCode = letterField(line1.slice(0, 2));
  const issuingState = letterField(line1.slice(2, 5));
  const documentCheck = checkField(line1.slice(14, 15));
  const optional1 = readOptionalData(line1.slice(15, 30), issuingState);
  const birthDate = digitField(line2.slice(0, 6));
  const birthCheck = checkField(line2.slice(6, 7));
  const sex = line2.slice(7, 8);
  const expiryDate = digitField(line2.slice(8, 14));
  const expiryCheck = checkField(line2.slice(14, 15));
  const nationality = letterField(line2.slice(15, 18));
  const optional2 = readOptionalData(line2.slice(18, 29), issuingState);
  const compositeCheck = checkField(line2.slice(29, 30));

  const documentNumber = readDocumentNumber(line1.slice(5, 14), documentCheck, issuingState);
  if (!documentNumber) return undefined;
  if (!/^[AIC][A-Z<]$/.test(documentCode)) return undefined;
  if (!isDate(birthDate) || !isMrzCheckDigitValid(birthDate, birthCheck)) return undefined;
  if (!isDate(expiryDate) || !isMrzCheckDigitValid(expiryDate, expiryCheck)) return undefined;
  const composite =
    documentNumber +
    documentCheck +
    optional1 +
    birthDate +
    birthCheck +
    expiryDate +
    expiryCheck +
    optional2;
  if (!isMrzCheckDigitValid(composite, compositeCheck)) return undefined;
  return {
    format: 'TD1',
    documentCode,
    issuingState: issuingState.replace(/<+$/, ''),
    documentNumber: documentNumber.replace(/<+$/, ''),
    optionalData: optionalParts(optional1, optional2),
    birthDate,
    sex,
    expiryDate,
    nationality: nationality.replace(/<+$/, ''),
    ...readNames(line3),
  };
}

/** Reads two TD3 lines; undefined unless every check digit verifies. */
export function parseTd3(lines: readonly [string, string]): MrzData | undefined {
  const line1 = fitTrailingFillers(fixFillerRuns(lines[0]), TD3_LENGTH);
  const line2 = fitMiddleFillers(fixFillerRuns(lines[1]), TD3_LENGTH, 28, 2);
  if (line1.length !== TD3_LENGTH || line2.length !== TD3_LENGTH) return undefined;
  const documentCode = letterField(line1.slice(0, 2));
  const issuingState = letterField(line1.slice(2, 5));
  const documentCheck = checkField(line2.slice(9, 10));
  const nationality = letterField(line2.slice(10, 13));
  const birthDate = digitField(line2.slice(13, 19));
  const birthCheck = checkField(line2.slice(19, 20));
  const sex = line2.slice(20, 21);
  const expiryDate = digitField(line2.slice(21, 27));
  const expiryCheck = checkField(line2.slice(27, 28));
  const personalNumber = readOptionalData(line2.slice(28, 42), issuingState);
  const personalCheck = checkField(line2.slice(42, 43));
  const compositeCheck = checkField(line2.slice(43, 44));

  if (!documentCode.startsWith('P')) return undefined;
  const documentNumber = readDocumentNumber(line2.slice(0, 9), documentCheck, issuingState);
  if (!documentNumber) return undefined;
  if (!isDate(birthDate) || !isMrzCheckDigitValid(birthDate, birthCheck)) return undefined;
  if (!isDate(expiryDate) || !isMrzCheckDigitValid(expiryDate, expiryCheck)) return undefined;
  if (!isMrzCheckDigitValid(personalNumber, personalCheck)) return undefined;
  const composite =
    documentNumber +
    documentCheck +
    birthDate +
    birthCheck +
    expiryDate +
    expiryCheck +
    personalNumber +
    personalCheck;
  if (!isMrzCheckDigitValid(composite, compositeCheck)) return undefined;
  return {
    format: 'TD3',
    documentCode,
    issuingState: issuingState.replace(/<+$/, ''),
    documentNumber: documentNumber.replace(/<+$/, ''),
    optionalData: optionalParts(personalNumber),
    birthDate,
    sex,
    expiryDate,
    nationality: nationality.replace(/<+$/, ''),
    ...readNames(line1.slice(5)),
  };
}

/** Lines that look like MRZ: mostly A–Z, 0–9 and fillers, long enough, with a filler. */
function listMrzCandidates(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map(toMrzCharacters)
    .filter((line) => line.length >= 26 && line.length <= 48 && line.includes('<'));
}

/**
 * Finds and reads the machine-readable zone of an ID card (TD1, 3 × 30) or a
 * passport (TD3, 2 × 44) in OCR'd text. Look-alike characters are read as
 * the field type allows (digits in dates, letters in country codes and
 * names, fillers in filler runs); the result is kept only when every check
 * digit verifies, so a misread MRZ gives undefined rather than wrong data.
 */
export function findMrz(text: string): MrzData | undefined {
  const lines = listMrzCandidates(text);
  for (let index = 0; index < lines.length; index++) {
    const first = lines[index]!;
    const second = lines[index + 1];
    const third = lines[index + 2];
    if (second && first.startsWith('P')) {
      const td3 = parseTd3([first, second]);
      if (td3) return td3;
    }
    if (second && third && /^[AIC1]/.test(first)) {
      const td1 = parseTd1([first, second, third]);
      if (td1) return td1;
    }
  }
  return undefined;
}

/**
 * The full date of an MRZ birth date (YYMMDD): in this century unless that
 * would put it after `today`, since nobody is born in the future.
 */
export function getMrzBirthDate(yymmdd: string, today: Date): string | undefined {
  const [yy, mm, dd] = splitMrzDate(yymmdd);
  const recent = toIsoDate(2000 + yy, mm, dd);
  if (recent && recent <= today.toISOString().slice(0, 10)) return recent;
  return toIsoDate(1900 + yy, mm, dd);
}

/**
 * The full year of an MRZ expiry date: documents of the 21st century expire
 * in it; a date more than 50 years after `today` is read in the 20th century.
 */
export function getMrzExpiryDate(yymmdd: string, today: Date): string | undefined {
  const [yy, mm, dd] = splitMrzDate(yymmdd);
  const year = 2000 + yy > today.getUTCFullYear() + 50 ? 1900 + yy : 2000 + yy;
  return toIsoDate(year, mm, dd);
}

function splitMrzDate(yymmdd: string): [number, number, number] {
  return [Number(yymmdd.slice(0, 2)), Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6))];
}
