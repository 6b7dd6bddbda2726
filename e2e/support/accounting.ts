import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { rpc, setOrderStatus } from './documents.js';
import { signUpThroughApi, uniqueEmail } from './journeys.js';
import type { WebLocale } from './messages.js';
import type { UploadedFile } from './spanish-files.js';
import { dateInSpain, updateQuestionnaire } from './spanish-questionnaire.js';

export interface Autonomo {
  email: string;
  locale: WebLocale;
  accountId: string;
  /** The issuer's DNI, as the QR code of a factura names it. */
  nif: string;
  /** The area's first path segments: /es/es-es. */
  basePath: string;
}

/** A DNI whose letter is right, a different number per founder (the chain is per issuer NIF). */
function randomDni(): string {
  const number = 10_000_000 + Math.floor(Math.random() * 80_000_000);
  return `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`;
}

/**
 * A Spanish autónomo ready to invoice, signed up through the API in the page's request context:
 * the order paid (placed), the questionnaire giving their name, DNI, home address in Madrid,
 * the rest of Spain and an activity starting now; then their registration done (completed).
 * The invoice-tool flag must be on.
 */
export async function createAutonomo(
  request: APIRequestContext,
  locale: WebLocale,
): Promise<Autonomo> {
  const email = uniqueEmail(`accounting-${locale}`);
  await signUpThroughApi(request, {
    name: 'Lucía García López',
    email,
    password: 'e2e-password-accounting',
    locale,
  });
  await rpc(request, 'CustomerService/GetOrCreateCustomer', {});
  const { order } = await rpc<{ order: { id: string } }>(request, 'OrderService/CreateOrder', {
    countryCode: 'COUNTRY_CODE_ES',
    companyLegalForm: 'LEGAL_FORM_AUTONOMO',
  });
  // The territory is chosen before payment (the pre-payment funnel's first step).
  await rpc(request, 'OrderService/UpdateOrder', {
    id: order.id,
    businessInformation: { fiscalTerritory: 'FISCAL_TERRITORY_REST_OF_SPAIN' },
  });
  await setOrderStatus(request, order.id, 'PLACED');
  const nif = randomDni();
  const accountId = await completeAutonomo(request, order.id, nif);
  return { email, locale, accountId, nif, basePath: `/es/${locale}` };
}

/**
 * Lucía García López's answers to a placed autónomo order, then the registration done
 * (completed) as the formation team would: the id of the account it opens.
 */
export async function completeAutonomo(
  request: APIRequestContext,
  orderId: string,
  idNumber: string,
): Promise<string> {
  await updateQuestionnaire(request, orderId, {
    personalInformation: {
      fullName: 'Lucía García López',
      idNumber,
      address: {
        streetName: 'Calle de Alcalá',
        streetNumber: '42',
        postalCode: '28014',
        city: 'Madrid',
      },
    },
    businessInformation: { expectedStartDate: dateInSpain(0) },
  });
  await setOrderStatus(request, orderId, 'COMPLETED');
  const { accounts } = await rpc<{ accounts: { id: string }[] }>(
    request,
    'AccountService/GetMyAccounts',
    {},
  );
  return accounts[0]!.id;
}

/** A stationery shop's gasto of three days ago, 121 € of which 21 € IVA, through the server's call. */
export async function createStationeryExpense(request: APIRequestContext, accountId: string) {
  await rpc(request, 'ExpenseService/CreateExpense', {
    accountId,
    fields: {
      supplierNif: 'B86561412',
      supplierName: 'Papelería Central SL',
      number: 'A-2026-118',
      date: dateInSpain(-3),
      base: '10000',
      ivaRate: 0.21,
      iva: '2100',
      total: '12100',
      deductibleShare: 1,
    },
  });
}

/** What the ticket prints, and what the OCR must read back for the founder to review. */
export const TICKET = {
  supplierName: 'CAFETERIA LA PLAZA S.L.',
  supplierNif: 'B86561412',
  date: '2026-02-05',
  base: '38.18',
  ivaPercent: '10',
  iva: '3.82',
  total: '42.00',
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
 * The ticket of the server's OCR tests (apps/server/test/ocr-documents.ts), drawn the same way:
 * a photo of a restaurant's simplified invoice as a thermal printer prints it (monospaced, one
 * IVA rate with its breakdown under the total), drawn as SVG and rendered to PNG.
 */
export async function createTicketPhoto(): Promise<UploadedFile> {
  const size = 28;
  const column = size * 0.602;
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const texts = TICKET_LINES.flatMap((line, index) =>
    [...line.matchAll(/\S+(?: \S+)*/g)].map(
      (run) =>
        `<text x="${40 + run.index * column}" y="${90 + index * 62}" font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="${size}"${index === 0 ? ' font-weight="bold"' : ''} fill="#1a1a1a">${escape(run[0])}</text>`,
    ),
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="1500"><rect width="100%" height="100%" fill="#fbfaf6"/>${texts}</svg>`;
  return {
    name: 'ticket-cafeteria.png',
    mimeType: 'image/png',
    buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}

/** The QR code of a PDF's first page, rendered at 200 dpi by poppler's pdftoppm and read by jsQR. */
export function readPdfQrCode(pdf: Buffer): string | undefined {
  const folder = mkdtempSync(path.join(tmpdir(), 'factura-qr-'));
  try {
    writeFileSync(path.join(folder, 'factura.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '200', '-f', '1', '-l', '1', 'factura.pdf', 'page'], {
      cwd: folder,
    });
    const ppm = readFileSync(path.join(folder, 'page-1.ppm'));
    const header = ppm.toString('latin1', 0, 64).match(/^P6\s+(\d+)\s+(\d+)\s+255\s/);
    expect(header, 'a binary PPM image').not.toBeNull();
    const [width, height] = [Number(header![1]), Number(header![2])];
    const rgb = ppm.subarray(header![0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
      rgba[pixel * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height)?.data;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
