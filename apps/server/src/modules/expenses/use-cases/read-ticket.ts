import { CONTENT_TYPES, extractTicketFields, type TicketFields } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { readFileFields } from '../../ocr/index.js';
import { requireWritableExpenseAccount } from '../expense-access.js';
import { findTicketUpload, readTicketBytes } from './ticket-upload.js';

/** The fields a reading looks for before it stops: NIF, date, base, rate, IVA and total. */
const KEY_FIELDS = 6;

function countKeyFields(fields: TicketFields): number {
  return [
    fields.supplierNif,
    fields.date,
    fields.base,
    fields.ivaRate,
    fields.iva,
    fields.total,
  ].filter((value) => value !== undefined && value !== '').length;
}

/**
 * Reads a ticket uploaded for a gasto: a PDF's text layer, else OCR of the
 * photo or of the PDF's first page, as a page (the identity readings' engine
 * and retries). Returns what it found, to pre-fill the form the founder
 * reviews; nothing is stored, and the upload stays usable for CreateExpense.
 */
export async function readExpenseTicket(
  app: AppContext,
  caller: Caller,
  input: { accountId: string; uploadId: string },
  signal?: AbortSignal,
): Promise<TicketFields> {
  await requireWritableExpenseAccount(app, caller, input.accountId);
  const upload = await findTicketUpload(app, caller, input.uploadId);
  const { bytes, format } = await readTicketBytes(app, upload);
  return readFileFields(
    app,
    {
      bytes,
      contentType: CONTENT_TYPES[format],
      reading: 'expense_ticket',
      log: { uploadId: upload.id },
      field: 'upload_id',
    },
    {
      signal,
      layout: 'page',
      extract: extractTicketFields,
      score: countKeyFields,
      target: KEY_FIELDS,
    },
  );
}
