import { describe, expect, it } from 'vitest';
import { composeTd1Mrz, composeTd3Mrz } from './compose-mrz.js';
import { extractIdentityFields, getNationalityOfMrzCode } from './identity-fields.js';

const today = new Date('2026-05-10T12:00:00Z');

const DNI_BACK = [
  'LUGAR DE NACIMIENTO',
  'ALCALÁ DE HENARES',
  'MADRID',
  'HIJO/A DE',
  'JUAN / CARMEN',
  'DOMICILIO',
  'C/ MAYOR 12 3º B',
  ...composeTd1Mrz({
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
  }),
].join('\n');

describe('extractIdentityFields', () => {
  it('the back of a DNI gives every field from its MRZ, and the place of birth', () => {
    expect(extractIdentityFields(DNI_BACK, today)).toEqual({
      fullName: 'CARMEN ESPANOLA ESPANOLA',
      dateOfBirth: '1980-01-01',
      nationality: 'ES',
      expiryDate: '2031-06-02',
      idDocumentNumber: '99999999R',
      placeOfBirth: 'ALCALÁ DE HENARES, MADRID',
    });
  });

  it('a place of birth printed twice (town and province alike) is given once', () => {
    const text = DNI_BACK.replace('ALCALÁ DE HENARES', 'MADRID');
    expect(extractIdentityFields(text, today).placeOfBirth).toBe('MADRID');
  });

  it('accents and Ñ the MRZ drops come back from the visual zone', () => {
    const text = `APELLIDOS\nESPAÑOLA ESPAÑOLA\nNOMBRE\nCARMEN\n${DNI_BACK}`;
    expect(extractIdentityFields(text, today).fullName).toBe('CARMEN ESPAÑOLA ESPAÑOLA');
  });

  it('a TIE card gives the NIE of its optional data, not the support number', () => {
    const text = composeTd1Mrz({
      documentCode: 'IR',
      issuingState: 'ESP',
      documentNumber: 'E12345678',
      birthDate: '920315',
      sex: 'M',
      expiryDate: '290101',
      nationality: 'ITA',
      surnames: ['ROSSI'],
      givenNames: ['MARCO', 'LUCA'],
      optionalData: 'X1234567L',
    }).join('\n');
    expect(extractIdentityFields(text, today)).toEqual({
      fullName: 'MARCO LUCA ROSSI',
      dateOfBirth: '1992-03-15',
      nationality: 'IT',
      expiryDate: '2029-01-01',
      idDocumentNumber: 'X1234567L',
      placeOfBirth: '',
    });
  });

  it('the back of a TIE gives its MRZ fields, and the place of birth of its own column', () => {
    const text = [
      'PERMISO',
      'RESIDENCIA TEMPORAL Y TRABAJO',
      'LUGAR DE NACIMIENTO                                    HIJO/A DE',
      'CASABLANCA (MARRUECOS)                     AHMED / FATIMA',
      'DOMICILIO                                               EQUIPO',
      'C. ALCALÁ 120 P02 3                          280790001',
      ...composeTd1Mrz({
        documentCode: 'IR',
        issuingState: 'ESP',
        documentNumber: 'E12345678',
        birthDate: '910723',
        sex: 'F',
        expiryDate: '280915',
        nationality: 'MAR',
        surnames: ['BENALI'],
        givenNames: ['AMIRA'],
        optionalData: 'Y7654321G',
      }),
    ].join('\n');
    expect(extractIdentityFields(text, today)).toEqual({
      fullName: 'AMIRA BENALI',
      dateOfBirth: '1991-07-23',
      nationality: 'MA',
      expiryDate: '2028-09-15',
      idDocumentNumber: 'Y7654321G',
      placeOfBirth: 'CASABLANCA (MARRUECOS)',
    });
  });

  it('a Spanish passport gives the DNI of its personal number', () => {
    const text = composeTd3Mrz({
      documentCode: 'P',
      issuingState: 'ESP',
      documentNumber: 'PAA123456',
      birthDate: '050607',
      sex: 'M',
      expiryDate: '300101',
      nationality: 'ESP',
      surnames: ['GARCIA', 'LOPEZ'],
      givenNames: ['JUAN', 'CARLOS'],
      optionalData: '12345678Z',
    }).join('\n');
    expect(extractIdentityFields(text, today)).toMatchObject({
      fullName: 'JUAN CARLOS GARCIA LOPEZ',
      dateOfBirth: '2005-06-07',
      idDocumentNumber: '12345678Z',
    });
  });

  it('a Spanish document whose DNI was not read gives no number (the card number is not one)', () => {
    const text = composeTd1Mrz({
      documentCode: 'ID',
      issuingState: 'ESP',
      documentNumber: 'BAA000589',
      birthDate: '800101',
      sex: 'F',
      expiryDate: '310602',
      nationality: 'ESP',
      surnames: ['ESPANOLA'],
      givenNames: ['CARMEN'],
      optionalData: '99999999Q',
    }).join('\n');
    expect(extractIdentityFields(text, today)).toMatchObject({
      dateOfBirth: '1980-01-01',
      idDocumentNumber: '',
    });
  });

  it('a passport DNI whose letter Z was read as 7 is read back (only a letter stands there)', () => {
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
    const misread = `${line1}\n${line2.replace('12345678Z', '123456787')}`;
    expect(extractIdentityFields(misread, today).idDocumentNumber).toBe('12345678Z');
  });

  it('a foreign passport gives its document number', () => {
    const text = composeTd3Mrz({
      documentCode: 'P',
      issuingState: 'D',
      documentNumber: 'C01X00T47',
      birthDate: '640812',
      sex: 'F',
      expiryDate: '270801',
      nationality: 'D',
      surnames: ['MUSTERMANN'],
      givenNames: ['ERIKA'],
    }).join('\n');
    expect(extractIdentityFields(text, today)).toMatchObject({
      nationality: 'DE',
      idDocumentNumber: 'C01X00T47',
    });
  });

  it('the front of a DNI (no MRZ) gives its labelled fields', () => {
    const text = [
      'REINO DE ESPAÑA',
      'DOCUMENTO NACIONAL DE IDENTIDAD',
      'PRIMER APELLIDO',
      'ESPAÑOLA',
      'SEGUNDO APELLIDO',
      'ESPAÑOLA',
      'NOMBRE',
      'CARMEN',
      'SEXO NACIONALIDAD',
      'F ESP',
      'FECHA DE NACIMIENTO',
      '01 01 1980',
      'VALIDEZ',
      '02 06 2031',
      'DNI 99999999R',
    ].join('\n');
    expect(extractIdentityFields(text, today)).toEqual({
      fullName: 'CARMEN ESPAÑOLA ESPAÑOLA',
      dateOfBirth: '1980-01-01',
      nationality: 'ES',
      expiryDate: '2031-06-02',
      idDocumentNumber: '99999999R',
      placeOfBirth: '',
    });
  });

  const DNI_3_FRONT = [
    'ESPAÑA',
    'DOCUMENTO NACIONAL DE IDENTIDAD',
    'DNI 45678912S',
    'PRIMER APELLIDO',
    'NÚÑEZ',
    'SEGUNDO APELLIDO',
    'GARCÍA',
    'NOMBRE',
    'MARÍA JOSÉ',
    'SEXO      NACIONALIDAD        FECHA DE NACIMIENTO',
    'F         ESP               14 02 1985',
    'EMISIÓN                          VALIDEZ',
    '02 06 2021            02 06 2031',
    'IDESP',
    'CAB123456',
  ];

  it('the front of a DNI 3.0 gives its accented name and its labelled fields', () => {
    expect(extractIdentityFields(DNI_3_FRONT.join('\n'), today)).toEqual({
      fullName: 'MARÍA JOSÉ NÚÑEZ GARCÍA',
      dateOfBirth: '1985-02-14',
      nationality: 'ES',
      expiryDate: '2031-06-02',
      idDocumentNumber: '45678912S',
      placeOfBirth: '',
    });
  });

  it.each([
    [
      'EMISIÓN then VALIDEZ labels, dates on the row below',
      ['EMISIÓN VALIDEZ', '02 06 2021 02 06 2031'],
    ],
    ['each date after its label on one row', ['EMISIÓN 02 06 2021 VALIDEZ 02 06 2031']],
    ['VALIDEZ then EMISIÓN labels', ['VALIDEZ EMISIÓN', '02 06 2031 02 06 2021']],
    [
      'the issue date not read: the one date on the row below',
      ['EMISIÓN                          VALIDEZ', '                      02 06 2031'],
    ],
    ['VÁLIDO HASTA beside IDESP (DNI 4.0)', ['IDESP VÁLIDO HASTA', 'CAB123456 02 06 2031']],
  ])('the expiry is read, not the issue date, with %s', (_case, rows) => {
    const text = ['NOMBRE', 'MARÍA JOSÉ', ...rows, 'DNI 45678912S'].join('\n');
    expect(extractIdentityFields(text, today).expiryDate).toBe('2031-06-02');
  });

  it.each([
    ['its letter S read as 5', 'DNI 456789125', '45678912S'],
    ['its letter Z read as 2', 'DNI 12345678 2', '12345678Z'],
    ['no space after the label', 'DNI45678912S', '45678912S'],
    ['the card access number after it', 'DNI 45678912S 104285', '45678912S'],
    ['a NIE whose letter G was read as 6', 'NIE Y76543216', 'Y7654321G'],
  ])('the number after the DNI label is read with %s', (_case, line, expected) => {
    const text = ['APELLIDOS', 'NÚÑEZ GARCÍA', line, 'NOMBRE', 'MARÍA JOSÉ'].join('\n');
    expect(extractIdentityFields(text, today).idDocumentNumber).toBe(expected);
  });

  it('a stray mark read beside a label (the edge of the photo) is no value', () => {
    const text = ['APELLIDOS', 'NÚÑEZ', 'GARCÍA', 'NOMBRE       |', 'MARÍA JOSÉ'].join('\n');
    expect(extractIdentityFields(text, today).fullName).toBe('MARÍA JOSÉ NÚÑEZ GARCÍA');
  });

  it('a number without a DNI label whose letter reads as a digit is no DNI', () => {
    const text = ['APELLIDOS', 'NÚÑEZ GARCÍA', 'TEL 456789125'].join('\n');
    expect(extractIdentityFields(text, today).idDocumentNumber).toBe('');
  });

  it('a passport page gives the printed name when it is the MRZ name letter for letter', () => {
    const mrz = composeTd3Mrz({
      documentCode: 'P',
      issuingState: 'ESP',
      documentNumber: 'PAA123456',
      birthDate: '850214',
      sex: 'F',
      expiryDate: '310602',
      nationality: 'ESP',
      surnames: ['NUNEZ', 'GARCIA'],
      givenNames: ['MARIA', 'JOSE'],
      optionalData: '45678912S',
    });
    const page = (surnames: string) =>
      ['APELLIDOS / SURNAME', surnames, 'NOMBRE / GIVEN NAMES', 'MARÍA JOSÉ', ...mrz].join('\n');
    expect(extractIdentityFields(page('NÚÑEZ GARCÍA'), today).fullName).toBe(
      'MARÍA JOSÉ NÚÑEZ GARCÍA',
    );
    expect(extractIdentityFields(page('NÚÑEZ GARCÍO'), today).fullName).toBe(
      'MARIA JOSE NUNEZ GARCIA',
    );
  });

  it('an MRZ whose check digits fail is not used: only the visual zone counts', () => {
    const text = DNI_BACK.replace('8001014', '8001015');
    expect(extractIdentityFields(text, today)).toEqual({
      fullName: '',
      dateOfBirth: '',
      nationality: '',
      expiryDate: '',
      idDocumentNumber: '',
      placeOfBirth: 'ALCALÁ DE HENARES, MADRID',
    });
  });

  it('a text with nothing of an identity document gives empty fields', () => {
    expect(extractIdentityFields('', today)).toEqual({
      fullName: '',
      dateOfBirth: '',
      nationality: '',
      expiryDate: '',
      idDocumentNumber: '',
      placeOfBirth: '',
    });
  });
});

describe('MRZ nationality codes', () => {
  it.each([
    ['ESP', 'ES'],
    ['FRA', 'FR'],
    ['D', 'DE'],
    ['D<<', 'DE'],
    ['GBD', 'GB'],
    ['XXA', ''],
    ['UTO', ''],
  ])('%s is %j', (code, alpha2) => {
    expect(getNationalityOfMrzCode(code)).toBe(alpha2);
  });
});
