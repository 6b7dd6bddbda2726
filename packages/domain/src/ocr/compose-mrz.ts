import { computeMrzCheckDigit } from './mrz.js';

/** What a sample document's MRZ says; dates are YYMMDD, names in MRZ letters. */
export interface MrzSample {
  documentCode: string;
  issuingState: string;
  documentNumber: string;
  birthDate: string;
  sex: 'M' | 'F' | '<';
  expiryDate: string;
  nationality: string;
  surnames: readonly string[];
  givenNames: readonly string[];
  /** TD1: the first optional field (line 1); TD3: the personal number. */
  optionalData?: string;
  /** TD1 only: the second optional field (line 2). */
  optionalData2?: string;
}

function field(value: string, length: number): string {
  return value.padEnd(length, '<').slice(0, length);
}

function check(value: string): string {
  return String(computeMrzCheckDigit(value));
}

function nameField(sample: MrzSample, length: number): string {
  return field(`${sample.surnames.join('<')}<<${sample.givenNames.join('<')}`, length);
}

/**
 * The three 30-character lines of an ID card's MRZ (ICAO 9303 TD1), check
 * digits computed. Used to make sample documents for tests and benches.
 */
export function composeTd1Mrz(sample: MrzSample): [string, string, string] {
  const documentNumber = field(sample.documentNumber, 9);
  const optional1 = field(sample.optionalData ?? '', 15);
  const optional2 = field(sample.optionalData2 ?? '', 11);
  const line1 = `${field(sample.documentCode, 2)}${field(sample.issuingState, 3)}${documentNumber}${check(documentNumber)}${optional1}`;
  const birth = `${sample.birthDate}${check(sample.birthDate)}`;
  const expiry = `${sample.expiryDate}${check(sample.expiryDate)}`;
  const composite = check(`${line1.slice(5, 30)}${birth}${expiry}${optional2}`);
  const line2 = `${birth}${sample.sex}${expiry}${field(sample.nationality, 3)}${optional2}${composite}`;
  return [line1, line2, nameField(sample, 30)];
}

/**
 * The two 44-character lines of a passport's MRZ (ICAO 9303 TD3), check
 * digits computed. Used to make sample documents for tests and benches.
 */
export function composeTd3Mrz(sample: MrzSample): [string, string] {
  const line1 = `${field(sample.documentCode, 2)}${field(sample.issuingState, 3)}${nameField(sample, 39)}`;
  const documentNumber = field(sample.documentNumber, 9);
  const personal = field(sample.optionalData ?? '', 14);
  const personalCheck = /^<*$/.test(personal) ? '<' : check(personal);
  const head = `${documentNumber}${check(documentNumber)}`;
  const birth = `${sample.birthDate}${check(sample.birthDate)}`;
  const expiry = `${sample.expiryDate}${check(sample.expiryDate)}`;
  const composite = check(`${head}${birth}${expiry}${personal}${personalCheck}`);
  const line2 = `${head}${field(sample.nationality, 3)}${birth}${sample.sex}${expiry}${personal}${personalCheck}${composite}`;
  return [line1, line2];
}
