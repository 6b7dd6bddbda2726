import { composeTd1Mrz, composeTd3Mrz, type IdentityFields, type MrzSample } from '@foundly/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/**
 * Synthetic documents for the OCR tests and bench: SVG text rendered by sharp
 * (librsvg with the machine's fonts: DejaVu, which .ci/run installs), so that
 * each test knows the values it must read back. The MRZ uses DejaVu Sans Mono,
 * since OCR-B is not packaged for Debian.
 */

const SANS = 'DejaVu Sans, Liberation Sans, sans-serif';
const MONO = 'DejaVu Sans Mono, Liberation Mono, monospace';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface TextLine {
  text: string;
  x: number;
  y: number;
  size: number;
  mono?: boolean;
  bold?: boolean;
  fill?: string;
}

async function renderSvg(
  width: number,
  height: number,
  lines: readonly TextLine[],
  background = '#f6f3ea',
  decoration = '',
): Promise<Buffer> {
  const texts = lines
    .map(
      (line) =>
        `<text x="${line.x}" y="${line.y}" font-family="${line.mono ? MONO : SANS}" font-size="${line.size}"${line.bold ? ' font-weight="bold"' : ''} fill="${line.fill ?? '#1a1a1a'}">${escapeXml(line.text)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${decoration}${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A card-sized MRZ block (TD1: 3 × 30 characters) at the bottom of an ID-1 card. */
function td1Lines(mrz: readonly string[], top: number): TextLine[] {
  return mrz.map((text, index) => ({ text, x: 40, y: top + index * 62, size: 48, mono: true }));
}

/** What a generated identity document must read back as. */
export interface IdentitySample {
  mrz: MrzSample;
  placeOfBirth?: readonly [string, string];
  expected: IdentityFields;
}

/** Carmen Española Española, DNI 99999999R, born in Alcalá de Henares (Madrid). */
export const DNI_SAMPLE: IdentitySample = {
  mrz: {
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
  },
  placeOfBirth: ['ALCALA DE HENARES', 'MADRID'],
  expected: {
    fullName: 'CARMEN ESPANOLA ESPANOLA',
    dateOfBirth: '1980-01-01',
    nationality: 'ES',
    expiryDate: '2031-06-02',
    idDocumentNumber: '99999999R',
    placeOfBirth: 'ALCALA DE HENARES, MADRID',
  },
};

/** Marco Luca Rossi, Italian, NIE X1234567L on a TIE card. */
export const TIE_SAMPLE: IdentitySample = {
  mrz: {
    documentCode: 'IR',
    issuingState: 'ESP',
    documentNumber: 'E01234567',
    birthDate: '920315',
    sex: 'M',
    expiryDate: '290101',
    nationality: 'ITA',
    surnames: ['ROSSI'],
    givenNames: ['MARCO', 'LUCA'],
    optionalData: 'X1234567L',
  },
  expected: {
    fullName: 'MARCO LUCA ROSSI',
    dateOfBirth: '1992-03-15',
    nationality: 'IT',
    expiryDate: '2029-01-01',
    idDocumentNumber: 'X1234567L',
    placeOfBirth: '',
  },
};

/** Juan Carlos García López, Spanish passport PAA123456 carrying DNI 12345678Z. */
export const PASSPORT_SAMPLE: IdentitySample = {
  mrz: {
    documentCode: 'P',
    issuingState: 'ESP',
    documentNumber: 'PAA123456',
    birthDate: '750315',
    sex: 'M',
    expiryDate: '300101',
    nationality: 'ESP',
    surnames: ['GARCIA', 'LOPEZ'],
    givenNames: ['JUAN', 'CARLOS'],
    optionalData: '12345678Z',
  },
  expected: {
    fullName: 'JUAN CARLOS GARCIA LOPEZ',
    dateOfBirth: '1975-03-15',
    nationality: 'ES',
    expiryDate: '2030-01-01',
    idDocumentNumber: '12345678Z',
    placeOfBirth: '',
  },
};

/** The back of a Spanish DNI: place of birth, parents, address, then the TD1 MRZ. */
export function renderDniBack(sample: IdentitySample = DNI_SAMPLE): Promise<Buffer> {
  const [town = '', province = ''] = sample.placeOfBirth ?? [];
  return renderSvg(1000, 630, [
    { text: 'LUGAR DE NACIMIENTO', x: 40, y: 60, size: 22 },
    { text: town, x: 40, y: 95, size: 28, bold: true },
    { text: province, x: 40, y: 130, size: 28, bold: true },
    { text: 'HIJO/A DE', x: 40, y: 180, size: 22 },
    { text: 'JUAN / CARMEN', x: 40, y: 215, size: 28, bold: true },
    { text: 'DOMICILIO', x: 40, y: 265, size: 22 },
    { text: 'C. MAYOR 12 P03 B', x: 40, y: 300, size: 28, bold: true },
    ...td1Lines(composeTd1Mrz(sample.mrz), 440),
  ]);
}

/** The front of a Spanish DNI: labels and values of the visual zone, no MRZ. */
export function renderDniFront(): Promise<Buffer> {
  const label = (text: string, y: number): TextLine => ({ text, x: 330, y, size: 20 });
  const value = (text: string, y: number): TextLine => ({ text, x: 330, y, size: 30, bold: true });
  return renderSvg(
    1000,
    630,
    [
      { text: 'REINO DE ESPAÑA', x: 330, y: 50, size: 26, bold: true },
      { text: 'DOCUMENTO NACIONAL DE IDENTIDAD', x: 330, y: 85, size: 22 },
      label('PRIMER APELLIDO', 135),
      value('ESPAÑOLA', 170),
      label('SEGUNDO APELLIDO', 210),
      value('ESPAÑOLA', 245),
      label('NOMBRE', 285),
      value('CARMEN', 320),
      label('SEXO NACIONALIDAD', 360),
      value('F ESP', 395),
      label('FECHA DE NACIMIENTO', 435),
      value('01 01 1980', 470),
      label('VALIDEZ', 510),
      value('02 06 2031', 545),
      { text: 'DNI 99999999R', x: 40, y: 600, size: 30, bold: true },
    ],
    '#f6f3ea',
    '<rect x="40" y="120" width="250" height="330" fill="#d9d4c7"/>',
  );
}

/** What the front of a DNI prints, as it prints it (accents, dates as DD MM YYYY). */
export interface DniFrontSample {
  surnames: readonly [string, string];
  givenNames: string;
  sex: 'F' | 'M';
  birthDate: string;
  /** The card's support number (IDESP). */
  supportNumber: string;
  issueDate: string;
  expiryDate: string;
  dni: string;
  /** The card access number printed at the bottom right. */
  can: string;
}

/** María José Núñez García, DNI 45678912S: accented names and an Ñ. */
export const ACCENTED_DNI_FRONT: DniFrontSample = {
  surnames: ['NÚÑEZ', 'GARCÍA'],
  givenNames: 'MARÍA JOSÉ',
  sex: 'F',
  birthDate: '14 02 1985',
  supportNumber: 'CAB123456',
  issueDate: '02 06 2021',
  expiryDate: '02 06 2031',
  dni: '45678912S',
  can: '104285',
};

/** The MRZ of María José Núñez García's DNI, which has no accents and no Ñ. */
export const ACCENTED_DNI_SAMPLE: IdentitySample = {
  mrz: {
    documentCode: 'ID',
    issuingState: 'ESP',
    documentNumber: 'CAB123456',
    birthDate: '850214',
    sex: 'F',
    expiryDate: '310602',
    nationality: 'ESP',
    surnames: ['NUNEZ', 'GARCIA'],
    givenNames: ['MARIA', 'JOSE'],
    optionalData: '45678912S',
  },
  placeOfBirth: ['TOLEDO', 'TOLEDO'],
  expected: {
    fullName: 'MARIA JOSE NUNEZ GARCIA',
    dateOfBirth: '1985-02-14',
    nationality: 'ES',
    expiryDate: '2031-06-02',
    idDocumentNumber: '45678912S',
    placeOfBirth: 'TOLEDO',
  },
};

/** What the front of María José Núñez García's DNI must read back as. */
export const ACCENTED_DNI_FRONT_EXPECTED: IdentityFields = {
  ...ACCENTED_DNI_SAMPLE.expected,
  fullName: 'MARÍA JOSÉ NÚÑEZ GARCÍA',
  placeOfBirth: '',
};

const PHOTO = '<rect x="40" y="130" width="250" height="330" fill="#d9d4c7"/>';
const cardLabel = (text: string, x: number, y: number): TextLine => ({ text, x, y, size: 18 });
const cardValue = (text: string, x: number, y: number): TextLine => ({
  text,
  x,
  y,
  size: 28,
  bold: true,
});

/**
 * The front of a DNI 3.0 (2015): the number at the top, each surname under
 * its label, sex, nationality and birth date on one row, and the issue
 * (EMISIÓN) and expiry (VALIDEZ) dates side by side on another.
 */
export function renderDni3Front(sample: DniFrontSample = ACCENTED_DNI_FRONT): Promise<Buffer> {
  return renderSvg(
    1000,
    630,
    [
      { text: 'ESPAÑA', x: 330, y: 42, size: 26, bold: true },
      { text: 'DOCUMENTO NACIONAL DE IDENTIDAD', x: 330, y: 72, size: 20 },
      { text: `DNI ${sample.dni}`, x: 330, y: 112, size: 32, bold: true },
      cardLabel('PRIMER APELLIDO', 330, 150),
      cardValue(sample.surnames[0], 330, 182),
      cardLabel('SEGUNDO APELLIDO', 330, 215),
      cardValue(sample.surnames[1], 330, 247),
      cardLabel('NOMBRE', 330, 280),
      cardValue(sample.givenNames, 330, 312),
      cardLabel('SEXO', 330, 345),
      cardLabel('NACIONALIDAD', 430, 345),
      cardLabel('FECHA DE NACIMIENTO', 640, 345),
      cardValue(sample.sex, 330, 377),
      cardValue('ESP', 430, 377),
      cardValue(sample.birthDate, 640, 377),
      cardLabel('EMISIÓN', 330, 410),
      cardLabel('VALIDEZ', 640, 410),
      cardValue(sample.issueDate, 330, 442),
      cardValue(sample.expiryDate, 640, 442),
      cardLabel('IDESP', 40, 500),
      cardValue(sample.supportNumber, 40, 532),
      cardValue(sample.can, 820, 600),
    ],
    '#f6f3ea',
    PHOTO,
  );
}

/**
 * The front of a DNI 4.0 (2021): the number at the top, both surnames under
 * APELLIDOS, sex, nationality and birth date on one row, the support number
 * (IDESP) and the expiry (VÁLIDO HASTA) on another.
 */
export function renderDni4Front(sample: DniFrontSample = ACCENTED_DNI_FRONT): Promise<Buffer> {
  return renderSvg(
    1000,
    630,
    [
      { text: 'REINO DE ESPAÑA', x: 330, y: 42, size: 26, bold: true },
      { text: 'DOCUMENTO NACIONAL DE IDENTIDAD', x: 330, y: 72, size: 20 },
      { text: `DNI ${sample.dni}`, x: 40, y: 112, size: 32, bold: true },
      cardLabel('APELLIDOS', 330, 150),
      cardValue(sample.surnames[0], 330, 182),
      cardValue(sample.surnames[1], 330, 214),
      cardLabel('NOMBRE', 330, 250),
      cardValue(sample.givenNames, 330, 282),
      cardLabel('SEXO', 330, 320),
      cardLabel('NACIONALIDAD', 430, 320),
      cardLabel('FECHA DE NACIMIENTO', 640, 320),
      cardValue(sample.sex, 330, 352),
      cardValue('ESP', 430, 352),
      cardValue(sample.birthDate, 640, 352),
      cardLabel('IDESP', 330, 390),
      cardLabel('VÁLIDO HASTA', 640, 390),
      cardValue(sample.supportNumber, 330, 422),
      cardValue(sample.expiryDate, 640, 422),
      cardValue(sample.can, 820, 600),
    ],
    '#f6f3ea',
    PHOTO,
  );
}

/** Amira Benali, Moroccan, NIE Y7654321G, on the TIE card of 2020. */
export const TIE_BACK_SAMPLE: IdentitySample = {
  mrz: {
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
  },
  placeOfBirth: ['CASABLANCA', 'MARRUECOS'],
  expected: {
    fullName: 'AMIRA BENALI',
    dateOfBirth: '1991-07-23',
    nationality: 'MA',
    expiryDate: '2028-09-15',
    idDocumentNumber: 'Y7654321G',
    placeOfBirth: 'CASABLANCA (MARRUECOS)',
  },
};

/**
 * The security print of a card and its laminate: fine wavy lines (guilloche)
 * over the whole card, text included, and the ghost of the holder's photo,
 * in tints lighter than the ink; multiplied over the card as ink over ink.
 */
function withSecurityPrint(card: Buffer, tint: string): Promise<Buffer> {
  const lines = Array.from({ length: 60 }, (_, index) => {
    const top = index * 10.5;
    const points = Array.from({ length: 101 }, (_, step) => {
      const x = step * 10;
      return `${x} ${(top + 15 * Math.sin((x + index * 13) / 37)).toFixed(1)}`;
    });
    return `<path d="M${points.join(' L')}" stroke="${tint}" stroke-width="1.2" fill="none"/>`;
  });
  const print = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="630">${lines.join('')}<circle cx="820" cy="200" r="120" fill="#b0b0b0" opacity="0.5"/></svg>`;
  return sharp(card)
    .composite([{ input: Buffer.from(print), blend: 'multiply' }])
    .png()
    .toBuffer();
}

/**
 * The back of a TIE (2020 model) under its security print: permit, remarks,
 * place of birth, parents, address and issuing office in two columns of
 * small print above the TD1 MRZ.
 */
export async function renderTieBack(sample: IdentitySample = TIE_BACK_SAMPLE): Promise<Buffer> {
  const [town = '', country = ''] = sample.placeOfBirth ?? [];
  const card = await renderSvg(1000, 630, [
    cardLabel('PERMISO', 40, 40),
    cardValue('RESIDENCIA TEMPORAL Y TRABAJO', 40, 70),
    cardLabel('OBSERVACIONES', 40, 105),
    { text: 'AUTORIZA A TRABAJAR', x: 40, y: 132, size: 22 },
    cardLabel('LUGAR DE NACIMIENTO', 40, 170),
    { text: `${town} (${country})`, x: 40, y: 198, size: 22 },
    cardLabel('HIJO/A DE', 560, 170),
    { text: 'AHMED / FATIMA', x: 560, y: 198, size: 22 },
    cardLabel('DOMICILIO', 40, 236),
    { text: 'C. ALCALÁ 120 P02 3', x: 40, y: 264, size: 22 },
    { text: 'MADRID MADRID', x: 40, y: 290, size: 22 },
    cardLabel('EQUIPO', 560, 236),
    { text: '280790001', x: 560, y: 264, size: 22 },
    ...td1Lines(composeTd1Mrz(sample.mrz), 440),
  ]);
  return withSecurityPrint(card, '#9fb896');
}

/** A TIE (residence card of a foreigner, with the NIE): title, name, then the TD1 MRZ. */
export function renderTieCard(sample: IdentitySample = TIE_SAMPLE): Promise<Buffer> {
  return renderSvg(1000, 630, [
    { text: 'TARJETA DE IDENTIDAD DE EXTRANJERO', x: 40, y: 60, size: 26, bold: true },
    { text: 'PERMISO DE RESIDENCIA', x: 40, y: 100, size: 22 },
    { text: 'NIE X1234567L', x: 40, y: 150, size: 28, bold: true },
    { text: 'LUGAR DE EXPEDICION MADRID', x: 40, y: 200, size: 22 },
    ...td1Lines(composeTd1Mrz(sample.mrz), 440),
  ]);
}

/** The data page of a passport: header, visual zone, then the TD3 MRZ (2 × 44). */
export function renderPassport(sample: IdentitySample = PASSPORT_SAMPLE): Promise<Buffer> {
  const mrz = composeTd3Mrz(sample.mrz);
  return renderSvg(1250, 880, [
    { text: 'REINO DE ESPAÑA  PASAPORTE', x: 50, y: 70, size: 32, bold: true },
    { text: 'APELLIDOS / SURNAME', x: 400, y: 150, size: 20 },
    { text: 'GARCIA LOPEZ', x: 400, y: 185, size: 30, bold: true },
    { text: 'NOMBRE / GIVEN NAMES', x: 400, y: 235, size: 20 },
    { text: 'JUAN CARLOS', x: 400, y: 270, size: 30, bold: true },
    ...mrz.map((text, index) => ({ text, x: 40, y: 720 + index * 75, size: 44, mono: true })),
  ]);
}

/** What a generated proof of address must read back as. */
export const BILL_ADDRESS = {
  streetName: 'Calle Mayor',
  streetNumber: '12',
  additionalInformation: '3º B',
  postalCode: '28013',
  province: 'Madrid',
};

const BILL_LINES = [
  'Energía Ejemplo S.A.U. - C/ Tomás Redondo 1 - 28033 Madrid - CIF A12345678',
  'FACTURA DE ELECTRICIDAD',
  'Nº de factura: FE24-0012345    Fecha de emisión: 03/02/2026',
  'Titular: Carmen Española Española',
  'Dirección de suministro:',
  'Calle Mayor 12, 3º B',
  '28013 Madrid',
  'Periodo de facturación: 01/01/2026 - 31/01/2026',
  'Importe total: 45,20 €',
];

/** What the bill of a flat in Barcelona must read back as: a floor and a door, 4º 2ª. */
export const FLAT_BILL_ADDRESS = {
  streetName: 'Carrer de Mallorca',
  streetNumber: '120',
  additionalInformation: '4º 2ª',
  postalCode: '08013',
  province: 'Barcelona',
};

/** An A4 water bill (150 dpi) for a flat: the supply address has a floor and a door. */
export function renderFlatBill(): Promise<Buffer> {
  const lines = [
    'Aigües Exemple S.A. - Passeig de Sant Joan 39 - 08009 Barcelona',
    'FACTURA DE AGUA',
    'Titular: Jordi Puig Serra',
    'Dirección de suministro:',
    'Carrer de Mallorca 120, 4º 2ª',
    '08013 Barcelona',
    'Importe total: 32,10 €',
  ];
  return renderSvg(
    1240,
    1754,
    lines.map((text, index) => ({
      text,
      x: 100,
      y: 160 + index * 70,
      size: index === 1 ? 40 : 30,
      bold: index === 1,
    })),
    '#ffffff',
  );
}

/** An A4 electricity bill (150 dpi) with the issuer's and the supply address. */
export function renderUtilityBill(): Promise<Buffer> {
  return renderSvg(
    1240,
    1754,
    BILL_LINES.map((text, index) => ({
      text,
      x: 100,
      y: 160 + index * 70,
      size: index === 1 ? 40 : 30,
      bold: index === 1,
    })),
    '#ffffff',
  );
}

export const BANK_IBAN = 'ES9121000418450200051332';

const BANK_LINES = [
  'Banco Ejemplo, S.A.',
  'CERTIFICADO DE TITULARIDAD DE CUENTA',
  'Certificamos que Dña. Carmen Española Española,',
  'con NIF 99999999R, es titular de la cuenta:',
  'IBAN: ES91 2100 0418 4502 0005 1332',
  'BIC: CAIXESBBXXX',
  'Y para que conste, se expide en Madrid a 3 de febrero de 2026.',
];

/** An A4 bank certificate of account ownership with its IBAN in groups of four. */
export function renderBankCertificate(): Promise<Buffer> {
  return renderSvg(
    1240,
    1754,
    BANK_LINES.map((text, index) => ({
      text,
      x: 100,
      y: 180 + index * 75,
      size: index === 1 ? 38 : 30,
      bold: index === 1 || index === 4,
    })),
    '#ffffff',
  );
}

/** The same image slightly out of focus (Gaussian blur, sigma 0.8), as JPEG like a phone photo. */
export function blur(image: Buffer): Promise<Buffer> {
  return sharp(image).blur(0.8).jpeg({ quality: 85 }).toBuffer();
}

/** The same image turned by `degrees` clockwise, the corners filled white. */
export function rotate(image: Buffer, degrees: number): Promise<Buffer> {
  return sharp(image).rotate(degrees, { background: '#ffffff' }).png().toBuffer();
}

/** An A4 PDF whose lines are real text (a text layer), as issuers' portals produce. */
export async function renderTextPdf(kind: 'bill' | 'bank'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = kind === 'bill' ? BILL_LINES : BANK_LINES;
  lines.forEach((line, index) => {
    // Helvetica's WinAnsi encoding has no '€'.
    page.drawText(line.replace('€', 'EUR'), { x: 50, y: 780 - index * 22, size: 11, font });
  });
  return Buffer.from(await pdf.save());
}

/**
 * A card scanned at 200 dpi on a page of A4, as a scanner's PDF: the page is
 * only an image, the card at its real size (85.6 mm across) near a corner.
 */
export async function renderScannedA4(card: Buffer): Promise<Buffer> {
  const dpi = 200;
  const page = { width: Math.round((210 / 25.4) * dpi), height: Math.round((297 / 25.4) * dpi) };
  const scan = await sharp({
    create: { ...page, channels: 3, background: '#ffffff' },
  })
    .composite([
      {
        input: await sharp(card)
          .resize({ width: Math.round((85.6 / 25.4) * dpi) })
          .toBuffer(),
        left: 120,
        top: 150,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  const pdf = await PDFDocument.create();
  const jpeg = await pdf.embedJpg(scan);
  const a4 = pdf.addPage([595.28, 841.89]);
  a4.drawImage(jpeg, { x: 0, y: 0, width: 595.28, height: 841.89 });
  return Buffer.from(await pdf.save());
}

/** A PDF whose only page is an image (a scan): no text layer. */
export async function renderScannedPdf(image: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const png = await pdf.embedPng(await sharp(image).png().toBuffer());
  const page = pdf.addPage([png.width / 2, png.height / 2]);
  page.drawImage(png, { x: 0, y: 0, width: png.width / 2, height: png.height / 2 });
  return Buffer.from(await pdf.save());
}

/** What the generated ticket must read back as (cents, a fraction for the rate). */
export const TICKET_EXPECTED = {
  supplierNif: 'B86561412',
  date: '2026-02-05',
  base: 38_18n,
  ivaRate: 0.1,
  iva: 3_82n,
  total: 42_00n,
} as const;

const TICKET_LINES = [
  'CAFETERIA LA PLAZA S.L.',
  'CIF: B86561412',
  'C/ Mayor 5, 28013 Madrid',
  'Tel. 910 000 000',
  '',
  'FACTURA SIMPLIFICADA',
  'N. T-2026/000457',
  'Fecha: 05/02/2026  13:42',
  '--------------------------------',
  '2 MENU DEL DIA          30,00',
  '1 AGUA MINERAL           2,50',
  '1 CAFE SOLO              1,80',
  '1 TARTA DE QUESO         7,70',
  '--------------------------------',
  'TOTAL (EUR)             42,00',
  'TARJETA                 42,00',
  '',
  'IVA   BASE IMP.   CUOTA',
  '10%      38,18     3,82',
  '',
  'Gracias por su visita',
];

/**
 * A restaurant's simplified invoice as a thermal printer prints it (80 mm
 * wide, monospaced), photographed flat: one IVA rate, the breakdown under
 * the total.
 */
export function renderTicket(): Promise<Buffer> {
  const size = 28;
  // DejaVu Sans Mono's advance is 0.602 em; each run of text keeps its column.
  const column = size * 0.602;
  return renderSvg(
    640,
    1500,
    TICKET_LINES.flatMap((line, index) =>
      [...line.matchAll(/\S+(?: \S+)*/g)].map((run) => ({
        text: run[0],
        x: 40 + run.index * column,
        y: 90 + index * 62,
        size,
        mono: true,
        bold: index === 0,
      })),
    ),
    '#fbfaf6',
  );
}

/** The same ticket as a PDF with a text layer, as a supplier's software sends it. */
export async function renderTicketPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([227, 600]);
  const font = await pdf.embedFont(StandardFonts.Courier);
  TICKET_LINES.forEach((line, index) => {
    page.drawText(line, { x: 12, y: 570 - index * 18, size: 9, font });
  });
  return Buffer.from(await pdf.save());
}
