import forge from 'node-forge';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/**
 * The files a Spanish founder uploads, made by the test with known contents: a digital
 * certificate (.p12) as the FNMT issues them, both sides of a DNI whose back carries a
 * machine-readable zone the server's OCR can read, and an electricity bill as a PDF with a text
 * layer (read without OCR). The identity matches the certificate: Lucía García López, DNI
 * 12345678Z.
 */

/** A file as Playwright's setInputFiles takes it. */
export interface UploadedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Who the documents and the certificate belong to, and what the OCR must read back. */
export const FOUNDER = {
  /** 12345678 mod 23 = 14, the letter Z. */
  dni: '12345678Z',
  givenName: 'LUCIA',
  surnames: ['GARCIA', 'LOPEZ'],
  /**
   * As the front prints it, given names first: kept over the MRZ's 'LUCIA GARCIA LOPEZ' since
   * it is the same name letter for letter.
   */
  printedFullName: 'LUCÍA GARCÍA LÓPEZ',
  dateOfBirth: '1990-04-12',
  expiryDate: '2031-04-12',
  placeOfBirth: ['SEVILLA', 'SEVILLA'],
  /** The supply address of the bill. */
  address: {
    streetName: 'Calle Mayor',
    streetNumber: '12',
    additionalInformation: '3º B',
    postalCode: '28013',
    province: 'Madrid',
  },
} as const;

// The digital certificate

export const CERTIFICATE = {
  password: 'Clave-Lucia-2026',
  commonName: 'GARCIA LOPEZ LUCIA - 12345678Z',
  serialNumber: 'IDCES-12345678Z',
  /** What the certificate step shows once the server opened the file. */
  holderName: 'GARCIA LOPEZ LUCIA',
  taxId: '12345678Z',
} as const;

const HOUR_MS = 3_600_000;

/**
 * A .p12 holding a personal certificate and its RSA key (1024 bits: for speed only), encrypted
 * with `password` in 3DES as the FNMT's exports are, issued by a self-signed 'AC FNMT Usuarios'.
 * Valid from an hour ago (the server's clock and this one are the same machine's, an hour spares
 * any rounding) to a year from now.
 */
export function createCertificateFile(password: string = CERTIFICATE.password): UploadedFile {
  const now = Date.now();
  const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = '01';
  certificate.validity.notBefore = new Date(now - HOUR_MS);
  certificate.validity.notAfter = new Date(now + 365 * 24 * HOUR_MS);
  certificate.setSubject([
    { type: '2.5.4.6', value: 'ES' },
    { type: '2.5.4.5', value: CERTIFICATE.serialNumber },
    { type: '2.5.4.42', value: FOUNDER.givenName },
    { type: '2.5.4.4', value: FOUNDER.surnames.join(' ') },
    { type: '2.5.4.3', value: CERTIFICATE.commonName },
  ]);
  certificate.setIssuer([
    { type: '2.5.4.6', value: 'ES' },
    { type: '2.5.4.10', value: 'FNMT-RCM' },
    { type: '2.5.4.3', value: 'AC FNMT Usuarios' },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], password, {
    algorithm: '3des',
  });
  return {
    name: 'certificado-lucia.p12',
    mimeType: 'application/x-pkcs12',
    buffer: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
  };
}

// The DNI, front and back

/** ICAO 9303 check digit: weights 7, 3, 1; digits count as themselves, A–Z as 10–35, '<' as 0. */
function mrzCheckDigit(value: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  [...value].forEach((character, index) => {
    const code = character.charCodeAt(0);
    const number = /\d/.test(character) ? code - 48 : /[A-Z]/.test(character) ? code - 55 : 0;
    sum += number * weights[index % 3]!;
  });
  return String(sum % 10);
}

const pad = (value: string, length: number) => value.padEnd(length, '<').slice(0, length);
const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');

/**
 * The three 30-character lines of the DNI's MRZ (TD1): the card's support number in the
 * document number field and the DNI number in the optional field, as Spanish cards print them.
 */
export function composeDniMrz(): [string, string, string] {
  const documentNumber = 'BAA123456';
  const line1 = `IDESP${documentNumber}${mrzCheckDigit(documentNumber)}${pad(FOUNDER.dni, 15)}`;
  const birth = `${yymmdd(FOUNDER.dateOfBirth)}${mrzCheckDigit(yymmdd(FOUNDER.dateOfBirth))}`;
  const expiry = `${yymmdd(FOUNDER.expiryDate)}${mrzCheckDigit(yymmdd(FOUNDER.expiryDate))}`;
  const optional2 = pad('', 11);
  const composite = mrzCheckDigit(`${line1.slice(5, 30)}${birth}${expiry}${optional2}`);
  const line2 = `${birth}F${expiry}ESP${optional2}${composite}`;
  const line3 = pad(`${FOUNDER.surnames.join('<')}<<${FOUNDER.givenName}`, 30);
  return [line1, line2, line3];
}

interface TextLine {
  text: string;
  x: number;
  y: number;
  size: number;
  mono?: boolean;
  bold?: boolean;
}

const SANS = 'DejaVu Sans, Liberation Sans, sans-serif';
const MONO = 'DejaVu Sans Mono, Liberation Mono, monospace';

/** Text drawn in SVG and rendered to PNG by sharp (librsvg, with the machine's DejaVu fonts). */
async function renderCard(lines: readonly TextLine[], decoration = ''): Promise<Buffer> {
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const texts = lines
    .map(
      (line) =>
        `<text x="${line.x}" y="${line.y}" font-family="${line.mono ? MONO : SANS}" font-size="${line.size}"${line.bold ? ' font-weight="bold"' : ''} fill="#1a1a1a">${escape(line.text)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="630"><rect width="100%" height="100%" fill="#f6f3ea"/>${decoration}${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The back of the DNI: place of birth, parents, address, then the MRZ the OCR reads. */
export async function createDniBack(): Promise<UploadedFile> {
  const [town, province] = FOUNDER.placeOfBirth;
  const buffer = await renderCard([
    { text: 'LUGAR DE NACIMIENTO', x: 40, y: 60, size: 22 },
    { text: town, x: 40, y: 95, size: 28, bold: true },
    { text: province, x: 40, y: 130, size: 28, bold: true },
    { text: 'HIJO/A DE', x: 40, y: 180, size: 22 },
    { text: 'ANTONIO / MARIA', x: 40, y: 215, size: 28, bold: true },
    { text: 'DOMICILIO', x: 40, y: 265, size: 22 },
    { text: 'C. MAYOR 12 P03 B', x: 40, y: 300, size: 28, bold: true },
    ...composeDniMrz().map((text, index) => ({
      text,
      x: 40,
      y: 440 + index * 62,
      size: 48,
      mono: true,
    })),
  ]);
  return { name: 'dni-reverso.png', mimeType: 'image/png', buffer };
}

/** The front of the DNI: the printed names, dates and number, with a grey square for the photo. */
export async function createDniFront(): Promise<UploadedFile> {
  const label = (text: string, y: number): TextLine => ({ text, x: 330, y, size: 20 });
  const value = (text: string, y: number): TextLine => ({ text, x: 330, y, size: 30, bold: true });
  const dayFirst = (iso: string) => iso.split('-').reverse().join(' ');
  const buffer = await renderCard(
    [
      { text: 'REINO DE ESPAÑA', x: 330, y: 50, size: 26, bold: true },
      { text: 'DOCUMENTO NACIONAL DE IDENTIDAD', x: 330, y: 85, size: 22 },
      label('PRIMER APELLIDO', 135),
      value('GARCÍA', 170),
      label('SEGUNDO APELLIDO', 210),
      value('LÓPEZ', 245),
      label('NOMBRE', 285),
      value('LUCÍA', 320),
      label('SEXO NACIONALIDAD', 360),
      value('F ESP', 395),
      label('FECHA DE NACIMIENTO', 435),
      value(dayFirst(FOUNDER.dateOfBirth), 470),
      label('VALIDEZ', 510),
      value(dayFirst(FOUNDER.expiryDate), 545),
      { text: `DNI ${FOUNDER.dni}`, x: 40, y: 600, size: 30, bold: true },
    ],
    '<rect x="40" y="120" width="250" height="330" fill="#d9d4c7"/>',
  );
  return { name: 'dni-anverso.png', mimeType: 'image/png', buffer };
}

// The proof of address

/**
 * An A4 electricity bill whose lines are real text, as issuers' portals produce: the server reads
 * its text layer without OCR, which makes the poa-review values certain.
 */
export async function createUtilityBill(): Promise<UploadedFile> {
  const { address } = FOUNDER;
  const lines = [
    'Energía Ejemplo S.A.U. - CIF A12345678',
    'FACTURA DE ELECTRICIDAD',
    'Nº de factura: FE26-0012345',
    'Titular: Lucía García López',
    'Dirección de suministro:',
    `${address.streetName} ${address.streetNumber}, ${address.additionalInformation}`,
    `${address.postalCode} ${address.province}`,
    'Importe total: 45,20 EUR',
  ];
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 780 - index * 22, size: 11, font });
  });
  return {
    name: 'factura-luz.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdf.save()),
  };
}
