import { describe, expect, it } from 'vitest';
import { composeTd1Mrz, composeTd3Mrz } from './compose-mrz.js';
import {
  computeMrzCheckDigit,
  findMrz,
  getMrzBirthDate,
  getMrzExpiryDate,
  isMrzCheckDigitValid,
} from './mrz.js';

/** The specimens of ICAO 9303 part 4 (TD3) and part 5 (TD1). */
const ICAO_TD3 = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];
const ICAO_TD1 = [
  'I<UTOD231458907<<<<<<<<<<<<<<<',
  '7408122F1204159UTO<<<<<<<<<<<6',
  'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
];

/** The Spanish DNI specimen of the Policía Nacional (support BAA000589, DNI 99999999R). */
const DNI = composeTd1Mrz({
  documentCode: 'ID',
  issuingState: 'ESP',
  documentNumber: 'BAA000589',
  birthDate: '800101',
  sex: 'F',
  expiryDate: '310602',
  nationality: 'ESP',
  surnames: ['ESPANOLA', 'ESPANOLA'],
  givenNames: ['CARMEN'],
  optionalData: '99999999R',
});

describe('MRZ check digits (weights 7, 3, 1)', () => {
  it.each([
    ['L898902C3', 6],
    ['740812', 2],
    ['120415', 9],
    ['ZE184226B<<<<<', 1],
    ['BAA000589', 5],
    ['<<<<<<', 0],
  ])('%s has check digit %i', (field, digit) => {
    expect(computeMrzCheckDigit(field)).toBe(digit);
  });

  it('a field with a character outside A–Z, 0–9 and < has none', () => {
    expect(computeMrzCheckDigit('AB-12')).toBeUndefined();
  });

  it("'<' is the check digit of an empty field only", () => {
    expect(isMrzCheckDigitValid('<<<<<<<<<<<<<<', '<')).toBe(true);
    expect(isMrzCheckDigitValid('12345678Z<<<<<', '<')).toBe(false);
  });
});

describe('findMrz', () => {
  it('reads the ICAO passport specimen (TD3)', () => {
    expect(findMrz(ICAO_TD3.join('\n'))).toEqual({
      format: 'TD3',
      documentCode: 'P<',
      issuingState: 'UTO',
      documentNumber: 'L898902C3',
      optionalData: ['ZE184226B'],
      birthDate: '740812',
      sex: 'F',
      expiryDate: '120415',
      nationality: 'UTO',
      surnames: ['ERIKSSON'],
      givenNames: ['ANNA', 'MARIA'],
    });
  });

  it('reads the ICAO ID card specimen (TD1)', () => {
    expect(findMrz(ICAO_TD1.join('\n'))).toMatchObject({
      format: 'TD1',
      documentCode: 'I<',
      documentNumber: 'D23145890',
      birthDate: '740812',
      expiryDate: '120415',
      surnames: ['ERIKSSON'],
      givenNames: ['ANNA', 'MARIA'],
    });
  });

  it('reads a Spanish DNI among the other lines of its back', () => {
    const text = [
      'LUGAR DE NACIMIENTO',
      'MADRID',
      'MADRID',
      'HIJO/A DE',
      'JUAN / CARMEN',
      ...DNI,
    ].join('\n');
    expect(findMrz(text)).toMatchObject({
      issuingState: 'ESP',
      documentNumber: 'BAA000589',
      optionalData: ['99999999R'],
      nationality: 'ESP',
      surnames: ['ESPANOLA', 'ESPANOLA'],
      givenNames: ['CARMEN'],
    });
  });

  it.each([
    [
      'O read for 0 in the dates and the support number',
      (l: string[]) => [
        l[0]!.replace('000589', 'OOO589'),
        l[1]!.replace('8001014', '8OO1O14'),
        l[2]!,
      ],
    ],
    [
      'I read for 1 in the dates',
      (l: string[]) => [l[0]!, l[1]!.replace('3106028', '3I06028'), l[2]!],
    ],
    [
      'spaces and lower case from the OCR',
      (l: string[]) => l.map((line) => line.toLowerCase().replace(/(.{5})/g, '$1 ')),
    ],
    [
      'a filler run read with K inside',
      (l: string[]) => [
        l[0]!.replace('R<<<<<<', 'R<<K<<<'),
        l[1]!.replace('<<<<<<<<<<<', '<<<K<<<K<<<'),
        l[2]!,
      ],
    ],
    [
      'one filler too few or too many',
      (l: string[]) => [l[0]!.slice(0, -1), l[1]!.replace('ESP<', 'ESP<<'), `${l[2]!}<`],
    ],
    [
      'guillemets for fillers',
      (l: string[]) => [l[0]!, l[1]!, l[2]!.replace('<<CARMEN', '«CARMEN')],
    ],
    [
      '5 read as S and 0 as O in the country and name fields',
      (l: string[]) => [
        l[0]!.replace('IDESP', 'IDE5P'),
        l[1]!,
        l[2]!.replace('ESPANOLA<', 'E5PAN0LA<'),
      ],
    ],
  ])('corrects %s', (_what, misread) => {
    const mrz = findMrz(misread(DNI).join('\n'));
    expect(mrz).toMatchObject({
      documentNumber: 'BAA000589',
      birthDate: '800101',
      expiryDate: '310602',
      nationality: 'ESP',
      surnames: ['ESPANOLA', 'ESPANOLA'],
      givenNames: ['CARMEN'],
    });
  });

  it('corrects O read for 0 in the DNI of the optional data, then verifies the composite', () => {
    const [line1, line2, line3] = composeTd1Mrz({
      documentCode: 'ID',
      issuingState: 'ESP',
      documentNumber: 'CAB123456',
      birthDate: '900228',
      sex: 'M',
      expiryDate: '300228',
      nationality: 'ESP',
      surnames: ['PEREZ'],
      givenNames: ['LUIS'],
      optionalData: '01234567L',
    });
    const misread = [line1.replace('01234567L', 'O1234567L'), line2, line3].join('\n');
    expect(findMrz(misread)).toMatchObject({ optionalData: ['01234567L'] });
  });

  it.each([
    [
      'the document number',
      (l: string[]) => [l[0]!.replace('BAA0005895', 'BAA0005896'), l[1]!, l[2]!],
    ],
    ['the birth date', (l: string[]) => [l[0]!, l[1]!.replace('8001014', '8001015'), l[2]!]],
    ['the expiry date', (l: string[]) => [l[0]!, l[1]!.replace('3106028', '3106027'), l[2]!]],
    [
      'the composite',
      (l: string[]) =>
        [l[0]!, l[1]!, l[2]!].map((line, i) => (i === 1 ? `${line.slice(0, 29)}0` : line)),
    ],
    [
      'a misread digit of the birth date',
      (l: string[]) => [l[0]!, l[1]!.replace('8001014', '8007014'), l[2]!],
    ],
    [
      'a misread DNI in the optional data (composite)',
      (l: string[]) => [l[0]!.replace('99999999R', '99999998R'), l[1]!, l[2]!],
    ],
  ])('refuses a DNI whose check digit of %s does not verify', (_what, misread) => {
    expect(findMrz(misread(DNI).join('\n'))).toBeUndefined();
  });

  it('refuses a passport whose personal number check digit does not verify', () => {
    const [line1, line2] = composeTd3Mrz({
      documentCode: 'P',
      issuingState: 'ESP',
      documentNumber: 'PAA123456',
      birthDate: '750315',
      sex: 'M',
      expiryDate: '300101',
      nationality: 'ESP',
      surnames: ['GARCIA'],
      givenNames: ['JUAN'],
      optionalData: '12345678Z',
    });
    expect(findMrz(`${line1}\n${line2}`)).toMatchObject({ optionalData: ['12345678Z'] });
    const wrong = `${line2.slice(0, 42)}${(Number(line2[42]) + 1) % 10}${line2[43]}`;
    expect(findMrz(`${line1}\n${wrong}`)).toBeUndefined();
  });

  it('finds nothing in a text without an MRZ', () => {
    expect(findMrz('FACTURA DE ELECTRICIDAD\nCalle Mayor 12\n28013 Madrid')).toBeUndefined();
  });
});

describe('MRZ dates', () => {
  const today = new Date('2026-05-10T12:00:00Z');

  it.each([
    ['800101', '1980-01-01'],
    ['050607', '2005-06-07'],
    ['260510', '2026-05-10'],
    ['260511', '1926-05-11'],
  ])('birth date %s is %s (nobody is born in the future)', (yymmdd, iso) => {
    expect(getMrzBirthDate(yymmdd, today)).toBe(iso);
  });

  it.each([
    ['310602', '2031-06-02'],
    ['991231', '1999-12-31'],
    ['760101', '2076-01-01'],
  ])('expiry date %s is %s', (yymmdd, iso) => {
    expect(getMrzExpiryDate(yymmdd, today)).toBe(iso);
  });
});
