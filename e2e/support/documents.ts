import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Real small files for the upload journeys, and the calls a test makes on behalf of the signed-in
 * person (the request context of a page shares the browser's session cookie).
 */

/** A one-page PDF that says `text`, with a correct cross-reference table. */
export function pdfFile(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (character) => `\\${character}`);
  const content = `BT /F1 18 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real PNG of `width` × `height` pixels: a diagonal gradient from the given colour. */
export function pngFile(
  width: number,
  height: number,
  [red, green, blue]: [number, number, number],
) {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const shade = Math.round(((x + y) / (width + height)) * 96);
      row[1 + x * 3] = Math.min(255, red + shade);
      row[2 + x * 3] = Math.min(255, green + shade);
      row[3 + x * 3] = Math.min(255, blue + shade);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a sample, RGB, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a Windows program (an MZ header and a PE signature), whatever it is named. */
export function windowsProgram(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return bytes;
}

/** Calls a service method (DocumentService/…, OrderService/…) with the Connect JSON protocol. */
export async function rpc<T>(request: APIRequestContext, method: string, body: object): Promise<T> {
  const response = await request.post(`/rpc/formation.v1.${method}`, {
    headers: { 'content-type': 'application/json', 'connect-protocol-version': '1' },
    data: body,
  });
  expect(response.ok(), `${method}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The order of the signed-in person's most recent account. */
export async function currentOrderId(request: APIRequestContext): Promise<string> {
  const { accounts } = await rpc<{ accounts: { orderId: string }[] }>(
    request,
    'AccountService/GetMyAccounts',
    {},
  );
  expect(accounts[0]?.orderId).toBeTruthy();
  return accounts[0]!.orderId;
}

/**
 * Puts an order in a status, as the formation team will from the back-office (development route):
 * for journeys that start where a file stands later than the founder can bring it in a test.
 */
export async function setOrderStatus(request: APIRequestContext, orderId: string, status: string) {
  const response = await request.post(`/api/dev/orders/${orderId}/status`, { data: { status } });
  expect(response.ok(), await response.text()).toBe(true);
}

export type OfficialDocumentType =
  | 'resguardo'
  | 'resolucion_de_alta'
  | 'orden_de_domiciliacion_bancaria'
  | 'register_extract'
  | 'capital_share_deposit_certificate'
  | 'articles_of_incorporation'
  | 'publication'
  | 'proxy_formalities'
  | 'proxy_bank'
  | 'certificacion_negativa'
  | 'certificado_deposito_capital'
  | 'escritura_constitucion'
  | 'nif_provisional'
  | 'escritura_inscrita'
  | 'nif_definitivo'
  | 'modelo_036';

/**
 * Attaches official documents to an order as the formation team will (development route): with a
 * count above 1 the names are numbered, 'Resguardo 1.pdf' to 'Resguardo {count}.pdf', the first
 * the newest.
 */
export async function seedOfficialDocuments(
  request: APIRequestContext,
  orderId: string,
  documents: { type: OfficialDocumentType; fileName: string; count?: number },
) {
  const response = await request.post(`/api/dev/orders/${orderId}/official-documents`, {
    data: { count: 1, ...documents },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The upload handshake as the web app does it: announce (with the SHA-256), PUT the bytes, confirm. */
export async function uploadDocument(
  request: APIRequestContext,
  upload: {
    orderId: string;
    documentType: string;
    fileName: string;
    bytes: Buffer;
    /** The questionnaire field that points at the document, e.g. identityFrontId. */
    referenceField?: string;
    contentType?: string;
  },
): Promise<{ id: string; fileName: string }> {
  const slot = await rpc<{
    url: string;
    fileId: string;
    key: string;
    headers?: Record<string, string>;
  }>(request, 'DocumentService/GetUploadUrl', {
    orderId: upload.orderId,
    fileName: upload.fileName,
    groupingId: '',
    category: '',
    documentType: upload.documentType,
    size: String(upload.bytes.length),
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
  });
  const put = await request.put(slot.url, {
    headers: {
      'content-type': upload.contentType ?? 'application/octet-stream',
      ...slot.headers,
    },
    data: upload.bytes,
  });
  expect(put.ok(), `PUT ${upload.fileName}: ${await put.text()}`).toBe(true);
  const { document } = await rpc<{ document: { id: string; fileName: string } }>(
    request,
    'DocumentService/ConfirmUpload',
    {
      fileId: slot.fileId,
      key: slot.key,
      documentType: upload.documentType,
      referenceField: upload.referenceField ?? '',
    },
  );
  return document;
}

/** A file stored for a questionnaire upload, referenced by the field the step reads. */
export async function uploadQuestionnaireDocument(
  request: APIRequestContext,
  upload: {
    orderId: string;
    documentType: string;
    referenceField: string;
    file: { name: string; buffer: Buffer; mimeType: string };
  },
) {
  await uploadDocument(request, {
    orderId: upload.orderId,
    documentType: upload.documentType,
    referenceField: upload.referenceField,
    fileName: upload.file.name,
    bytes: upload.file.buffer,
    contentType: upload.file.mimeType,
  });
}

/**
 * The Spanish table of the journeys and screenshots: 25 official documents (10 from the tax agency,
 * 15 from the social security) and two the founder uploaded, 'Certificado bancario.png' and
 * 'Factura de la luz.pdf'.
 */
export async function seedSpanishDocuments(request: APIRequestContext, orderId: string) {
  await seedOfficialDocuments(request, orderId, {
    type: 'resguardo',
    fileName: 'Resguardo de presentación.pdf',
    count: 10,
  });
  await seedOfficialDocuments(request, orderId, {
    type: 'resolucion_de_alta',
    fileName: 'Resolución de alta.pdf',
    count: 10,
  });
  await seedOfficialDocuments(request, orderId, {
    type: 'orden_de_domiciliacion_bancaria',
    fileName: 'Orden de domiciliación bancaria.pdf',
    count: 5,
  });
  await uploadDocument(request, {
    orderId,
    documentType: 'iban',
    fileName: 'Certificado bancario.png',
    bytes: pngFile(40, 24, [10, 110, 60]),
  });
  await uploadDocument(request, {
    orderId,
    documentType: 'proof_of_fiscal_address',
    fileName: 'Factura de la luz.pdf',
    bytes: pdfFile('Factura de la luz'),
  });
}

/**
 * French documents for the screenshots and the accessibility checks: three official ones from the
 * formation team, an identity document, and four proofs of address (a block to expand).
 */
export async function seedFrenchDocuments(request: APIRequestContext, orderId: string) {
  await seedOfficialDocuments(request, orderId, { type: 'register_extract', fileName: 'Kbis.pdf' });
  await seedOfficialDocuments(request, orderId, {
    type: 'articles_of_incorporation',
    fileName: 'Statuts signés.pdf',
  });
  await seedOfficialDocuments(request, orderId, {
    type: 'capital_share_deposit_certificate',
    fileName: 'Attestation de dépôt des fonds.pdf',
  });
  await uploadDocument(request, {
    orderId,
    documentType: 'identity',
    fileName: 'passeport.pdf',
    bytes: pdfFile('Passeport'),
  });
  for (const month of ['janvier', 'fevrier', 'mars', 'avril']) {
    await uploadDocument(request, {
      orderId,
      documentType: 'proof_of_address',
      fileName: `facture-electricite-${month}.pdf`,
      bytes: pdfFile(`Facture ${month}`),
    });
  }
}
