import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderingCustomer } from '../../../test/caller-checks.js';
import { signUpSpanishCustomer } from '../../../test/documents.js';
import { announceTicket } from '../../../test/expenses.js';
import { useTestApp } from '../../../test/harness.js';
import {
  blur,
  renderScannedPdf,
  renderTicket,
  TICKET_EXPECTED,
} from '../../../test/ocr-documents.js';

/** Reading a generated image can take a few seconds on a busy two-core machine. */
const OCR_TEST_TIMEOUT_MS = 60_000;

/**
 * The real engine (Tesseract with its language data from node_modules) on a
 * ticket generated with known values; the database plays no part in
 * reading, so PGlite only.
 */
describe('ReadExpenseTicket reading a generated ticket with Tesseract', () => {
  const app = useTestApp('pglite');
  let founder: OrderingCustomer;

  beforeAll(async () => {
    founder = await signUpSpanishCustomer(app());
  });

  it.each([
    ['a photo of the ticket (PNG)', 'ticket.png', renderTicket],
    ['a slightly blurred photo (JPEG)', 'ticket.jpg', async () => blur(await renderTicket())],
    [
      'a PDF that is only a scan of it',
      'ticket.pdf',
      async () => renderScannedPdf(await renderTicket()),
    ],
  ])(
    '%s gives the NIF, date, base, IVA and total for review',
    async (_what, fileName, render) => {
      const accountId = founder.order.accountId;
      const slot = await announceTicket(founder.rpc, accountId, await render(), fileName);
      const read = await founder.rpc.expenses.readExpenseTicket({
        accountId,
        uploadId: slot.uploadId,
      });
      expect(read.fields).toMatchObject({ ...TICKET_EXPECTED, deductibleShare: 1 });
      expect(read.ivaRateFound).toBe(true);
    },
    OCR_TEST_TIMEOUT_MS,
  );
});
