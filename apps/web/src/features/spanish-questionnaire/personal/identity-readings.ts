import { choosePrintedName, isCountryCode, normaliseIdNumber } from '@foundly/domain';
import type { IdExtractedFields, SpanishPersonalInformation } from '@foundly/proto';

/** What IdOcr read from one identity file, with the kind of file it is. */
export interface IdentityReading {
  /** identity_front, identity_back, identity_nie or identity_id_or_passport. */
  documentType: string;
  fields: IdExtractedFields | undefined;
}

export type IdentityAnswers = Pick<
  SpanishPersonalInformation,
  'fullName' | 'dateOfBirth' | 'placeOfBirth' | 'nationality' | 'idNumber' | 'idExpirationDate'
>;

/**
 * Which file is believed first. The back of a DNI or TIE and a passport carry
 * the machine-readable zone, whose check digits the server verified, so they
 * beat the printed front. The number a founder registers with in Spain is
 * the NIE, so for EU citizens the NIE certificate gives the document number.
 */
const TRUSTED_FIRST = [
  'identity_back',
  'identity_id_or_passport',
  'identity_front',
  'identity_nie',
];
const NUMBER_TRUSTED_FIRST = [
  'identity_nie',
  'identity_back',
  'identity_front',
  'identity_id_or_passport',
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FIRST_DATE = /^(\d{2})[./-](\d{2})[./-](\d{4})$/;

/** A date as the date inputs hold it (YYYY-MM-DD), from ISO or the dd/mm/yyyy printed on Spanish documents. */
export function toIsoDate(value: string): string {
  const text = value.trim();
  if (ISO_DATE.test(text)) return text;
  const dayFirst = DAY_FIRST_DATE.exec(text);
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}` : '';
}

/** A nationality the country list knows (ISO alpha-2); anything else is chosen on the review step. */
function toCountryCode(value: string): string {
  const code = value.trim().toUpperCase();
  return isCountryCode(code) ? code : '';
}

function firstRead(
  readings: readonly IdentityReading[],
  order: readonly string[],
  read: (fields: IdExtractedFields) => string,
): string | undefined {
  const rank = (reading: IdentityReading) => {
    const index = order.indexOf(reading.documentType);
    return index === -1 ? order.length : index;
  };
  const ranked = [...readings].sort((a, b) => rank(a) - rank(b));
  for (const { fields } of ranked) {
    const value = fields ? read(fields) : '';
    if (value) return value;
  }
  return undefined;
}

/**
 * The name: the most trusted file's (the MRZ's, whose check digits the server
 * verified), as another file prints it (accents, Ñ) when that is the same
 * name letter for letter.
 */
function pickFullName(readings: readonly IdentityReading[]): string | undefined {
  const name = (fields: IdExtractedFields) => fields.fullName.trim();
  const mrzName = firstRead(readings, TRUSTED_FIRST, name);
  if (!mrzName) return undefined;
  const names = readings.flatMap(({ fields }) => (fields ? [name(fields)] : []));
  return (
    names
      .map((printed) => choosePrintedName(mrzName, printed))
      .find((chosen) => chosen !== mrzName) ?? mrzName
  );
}

/**
 * The identity answers read from the founder's files, merged field by field:
 * a field read on any file is kept, from the most trusted file that has it,
 * the name as printed when it agrees with the MRZ. Undefined when nothing was
 * read.
 */
export function toIdentityAnswers(
  readings: readonly IdentityReading[],
): IdentityAnswers | undefined {
  const pick = (read: (fields: IdExtractedFields) => string, order = TRUSTED_FIRST) =>
    firstRead(readings, order, read);
  const answers: IdentityAnswers = {
    fullName: pickFullName(readings),
    dateOfBirth: pick((fields) => toIsoDate(fields.dateOfBirth)),
    placeOfBirth: pick((fields) => fields.placeOfBirth.trim()),
    nationality: pick((fields) => toCountryCode(fields.nationality)),
    idNumber: pick((fields) => normaliseIdNumber(fields.idDocumentNumber), NUMBER_TRUSTED_FIRST),
    idExpirationDate: pick((fields) => toIsoDate(fields.expiryDate)),
  };
  const read = Object.fromEntries(
    Object.entries(answers).filter(([, value]) => value !== undefined),
  ) as IdentityAnswers;
  return Object.keys(read).length > 0 ? read : undefined;
}
