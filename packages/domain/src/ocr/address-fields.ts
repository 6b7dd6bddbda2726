import { splitLines } from './ocr-text.js';
import { isSpanishPostalCode } from '../questionnaire/validation/postal-codes.js';
import { getProvinceOfPostalCode, isProvinceOfPostalCode } from './spanish-provinces.js';

/** What a proof of address gives (the AddressExtractedFields of the contract); '' when not found. */
export interface AddressFields {
  /** The street type spelt out and the name: 'Calle Mayor'. */
  streetName: string;
  /** '12', '12B' or 's/n'. */
  streetNumber: string;
  /** Floor, door, staircase: '3º B', 'Esc. 2, 4º 1ª'. */
  additionalInformation: string;
  postalCode: string;
  /** The town after the postal code, else the province the postal code belongs to. */
  province: string;
}

const EMPTY_ADDRESS_FIELDS: AddressFields = {
  streetName: '',
  streetNumber: '',
  additionalInformation: '',
  postalCode: '',
  province: '',
};

/** Street types of Spanish addresses (INE abbreviations included) and how they are spelt out. */
const STREET_TYPES: readonly (readonly [string, string])[] = [
  ['Calle', 'Calle'],
  ['C/', 'Calle'],
  ['C.', 'Calle'],
  ['Cl.', 'Calle'],
  ['Carrer', 'Carrer'],
  ['Avenida', 'Avenida'],
  ['Avinguda', 'Avinguda'],
  ['Avda.', 'Avenida'],
  ['Avda', 'Avenida'],
  ['Avd.', 'Avenida'],
  ['Av.', 'Avenida'],
  ['Plaza', 'Plaza'],
  ['Plaça', 'Plaça'],
  ['Pza.', 'Plaza'],
  ['Pza', 'Plaza'],
  ['Pl.', 'Plaza'],
  ['Paseo', 'Paseo'],
  ['Passeig', 'Passeig'],
  ['Pº', 'Paseo'],
  ['P.º', 'Paseo'],
  ['Pso.', 'Paseo'],
  ['Ronda', 'Ronda'],
  ['Rda.', 'Ronda'],
  ['Camino', 'Camino'],
  ['Carretera', 'Carretera'],
  ['Ctra.', 'Carretera'],
  ['Travesía', 'Travesía'],
  ['Travesia', 'Travesía'],
  ['Glorieta', 'Glorieta'],
  ['Rambla', 'Rambla'],
  ['Vía', 'Vía'],
  ['Urbanización', 'Urbanización'],
  ['Urb.', 'Urbanización'],
  ['Pasaje', 'Pasaje'],
  ['Callejón', 'Callejón'],
  ['Costanilla', 'Costanilla'],
  ['Cuesta', 'Cuesta'],
  ['Bulevar', 'Bulevar'],
  ['Rúa', 'Rúa'],
];

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Longest first, so that 'Avenida' wins over 'Av.'; words need a space after them, abbreviations not. */
const STREET_TYPE_PATTERN = [...STREET_TYPES]
  .sort(([a], [b]) => b.length - a.length)
  .map(([printed]) => (/[./º]$/.test(printed) ? escape(printed) : `${escape(printed)}(?=\\s)`))
  .join('|');

const STREET_LINE = new RegExp(
  `(?:^|[\\s:;,(-])(?<type>${STREET_TYPE_PATTERN})\\s*(?<name>[^,\\d]+?)\\s*,?\\s*(?:(?:n[º°o]|núm|num|número)\\.?\\s*)?(?<number>\\d{1,4}(?:\\s?[A-Za-z](?!\\p{L}))?|s\\/n)(?![\\d\\p{L}])(?<rest>.*)$`,
  'iu',
);

const FLOOR_OR_DOOR =
  /(\d{1,2}\s*[º°ª]|\bpiso\b|\bplanta\b|\bpuerta\b|\bpta\b|\besc(alera)?\b|\bbajo\b|\b[aá]tico\b|\bentresuelo\b|\bprincipal\b|\bizq|\bdcha|\bder\b|\blocal\b|\bbloque\b|\bportal\b)/iu;

const FLOOR_OR_DOOR_LINE =
  /^(piso|planta|puerta|pta\.?|esc(alera)?\.?|bajo|[aá]tico|entresuelo|principal|bloque|portal|\d{1,2}\s*[º°ª])/iu;

/** Words near an address that say it is the customer's (supply point, home, tenancy). */
const CUSTOMER_LABEL =
  /suministro|domicilio(?! social)|direcci[oó]n|titular|residencia|empadronad|inmueble|vivienda|arrendad|cliente/iu;

/** Marks of the issuer's own address on a bill: company suffixes, tax ids, web addresses. */
const ISSUER_MARK =
  /\b(S\.?A\.?U?|S\.?L\.?U?)\b|\bC\.?I\.?F\b|domicilio social|\bsede\b|www\.|\.com\b|\.es\b/iu;

interface PostalMatch {
  postalCode: string;
  lineIndex: number;
  index: number;
  length: number;
}

/** The first Spanish postal code at or after `from` in a line: five digits (O read as 0). */
function findPostalCode(line: string, lineIndex: number, from = 0): PostalMatch | undefined {
  const pattern = /(?<![\p{L}\d])([\dO]{5})(?![\p{L}\d])/gu;
  pattern.lastIndex = from;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    const digits = match[1]!.replace(/O/g, '0');
    if (match[1]!.replace(/\D/g, '').length >= 3 && isSpanishPostalCode(digits)) {
      return { postalCode: digits, lineIndex, index: match.index, length: match[0].length };
    }
  }
  return undefined;
}

/**
 * The town printed after the postal code, without the province that may
 * follow it in brackets, after a comma or a dash, or after a space
 * ('28013 MADRID MADRID').
 */
function readTown(line: string, after: number, postalCode: string): string {
  const rest = line
    .slice(after)
    .replace(/^[\s,.-]+/, '')
    .split(/\s*[,(–|/]\s*|\s+-\s+|\s{2,}/)[0]!;
  const town = rest
    .replace(/[^\p{L}\s'.-]/gu, '')
    .replace(/[\s.-]+$/, '')
    .trim();
  const words = town.split(' ');
  for (let start = 1; start < words.length; start++) {
    if (isProvinceOfPostalCode(words.slice(start).join(' '), postalCode)) {
      return words.slice(0, start).join(' ');
    }
  }
  return town;
}

/**
 * The ordinal signs of a floor and a door as OCR reads them: '°', '*', '%'
 * or 'o' after the number, or a digit (a superscript º or ª shrunk into a '2', '3',
 * '9' or '0') when a door follows: '32 B' right after a street number is far
 * more often '3º B' than a 32nd floor, and '42 23', '49 22' or '4º 23' is
 * '4º 2ª' (floor and door), which no address writes as two bare numbers.
 */
function readOrdinalSigns(value: string): string {
  return value
    .replace(
      /(?<![\d\p{L}])([1-9])\s?[º°*%o\d]\s+([1-9])\s?[ª°*%a\d](?![\d\p{L}])(?!\s*\d)/gu,
      '$1º $2ª',
    )
    .replace(/(?<!\d)(\d{1,2})\s?[°*%]/g, '$1º')
    .replace(/(?<!\d)(\d{1,2})o(?!\p{L})/gu, '$1º')
    .replace(/^([1-9])2(?=\s+(?:[A-H]|izq|dcha|\dª)(?!\p{L}))/iu, '$1º');
}

function cleanAdditional(value: string): string {
  const cleaned = readOrdinalSigns(
    value
      .replace(/^[\s,;.-]+/, '')
      .replace(/[\s,;-]+$/, '')
      .replace(/\s+/g, ' '),
  );
  return FLOOR_OR_DOOR.test(cleaned) ? cleaned : '';
}

interface Candidate {
  fields: AddressFields;
  score: number;
}

function readCandidate(lines: readonly string[], index: number): Candidate | undefined {
  const line = lines[index]!;
  const match = STREET_LINE.exec(line);
  if (!match?.groups) return undefined;
  const { type = '', name = '', number = '', rest = '' } = match.groups;
  const canonical =
    STREET_TYPES.find(([printed]) => printed.toLowerCase() === type.toLowerCase())?.[1] ?? type;
  const streetName = `${canonical} ${name.replace(/[\s,.;:-]+$/, '').trim()}`;
  if (name.trim().length < 2) return undefined;

  const restStart = line.length - rest.length;
  let postal = findPostalCode(line, index, restStart);
  for (let next = index + 1; !postal && next <= index + 2 && next < lines.length; next++) {
    postal = findPostalCode(lines[next]!, next);
  }
  let additional = cleanAdditional(
    postal?.lineIndex === index ? line.slice(restStart, postal.index) : rest,
  );
  const nextLine = lines[index + 1];
  if (!additional && nextLine && FLOOR_OR_DOOR_LINE.test(nextLine)) {
    const nextPostal = postal?.lineIndex === index + 1 ? postal.index : nextLine.length;
    additional = cleanAdditional(nextLine.slice(0, nextPostal));
  }
  const town = postal
    ? readTown(lines[postal.lineIndex]!, postal.index + postal.length, postal.postalCode)
    : '';
  const fields: AddressFields = {
    streetName,
    streetNumber: number.replace(/\s+/g, '').replace(/^S\/N$/i, 's/n'),
    additionalInformation: additional,
    postalCode: postal?.postalCode ?? '',
    province: postal ? town || getProvinceOfPostalCode(postal.postalCode)! : '',
  };

  const before = [line.slice(0, match.index), lines[index - 1] ?? '', lines[index - 2] ?? ''];
  let score = postal ? 2 : 0;
  if (before.some((text) => CUSTOMER_LABEL.test(text) && !ISSUER_MARK.test(text))) score += 3;
  if (ISSUER_MARK.test(line)) score -= 3;
  return { fields, score };
}

/**
 * Finds the customer's address on a proof of address (utility bill,
 * registration certificate, lease, property tax receipt): a line with a street
 * type, a name and a number, the floor and door after it, and a postal code of
 * 01000–52999 with its town on the same or one of the next two lines.
 * Addresses under a label such as 'Dirección de suministro' are preferred to
 * the issuer's own. Fields not found are ''.
 */
export function extractAddressFields(text: string): AddressFields {
  const lines = splitLines(text);
  let best: Candidate | undefined;
  for (const index of lines.keys()) {
    const candidate = readCandidate(lines, index);
    if (candidate && (!best || candidate.score > best.score)) best = candidate;
  }
  return best?.fields ?? { ...EMPTY_ADDRESS_FIELDS };
}
