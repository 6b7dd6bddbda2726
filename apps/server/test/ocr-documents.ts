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

/** A PDF whose only page is an image (a scan): no text layer. */
export async function renderScannedPdf(image: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const png = await pdf.embedPng(await sharp(image).png().toBuffer());
  const page = pdf.addPage([png.width / 2, png.height / 2]);
  page.drawImage(png, { x: 0, y: 0, width: png.width / 2, height: png.height / 2 });
  return Buffer.from(await pdf.save());
}
