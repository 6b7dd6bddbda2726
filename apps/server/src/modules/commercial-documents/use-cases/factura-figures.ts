import {
  computeFacturaTotals,
  isRegistroAnulacion,
  type IssuedInvoiceFigures,
  type VerifactuRecord,
} from '@foundly/domain';
import type { Executor } from '../../../db/client.js';
import { listDocumentRecords } from '../../verifactu/index.js';
import { listDocumentsOfAccount } from '../commercial-documents.repository.js';
import { fromStoredContent } from '../document-mapper.js';

/**
 * The issued facturas and rectificativas of a Spanish account dated in
 * `year`, as the quarterly returns read them: the date, the totals per rate
 * and the IRPF withheld. A factura cancelled by a Veri*Factu cancellation
 * record (issued by mistake) counts for nothing; presupuestos and drafts are
 * left out.
 */
export async function listFacturaFigures(
  db: Executor,
  accountId: string,
  year: number,
): Promise<IssuedInvoiceFigures[]> {
  const rows = (await listDocumentsOfAccount(db, accountId, { issuedOnly: true })).filter(
    (row) => row.kind === 'INVOICE' || row.kind === 'CREDIT_NOTE',
  );
  const dated = rows
    .map((row) => ({ row, content: fromStoredContent(row.content) }))
    .filter(({ content }) => content.invoiceDate.startsWith(`${year}-`));
  const cancelled = new Set(
    (
      await listDocumentRecords(
        db,
        dated.map(({ row }) => row.id),
      )
    )
      .filter(({ record }) => isRegistroAnulacion(record.record as unknown as VerifactuRecord))
      .map(({ record }) => record.documentId),
  );
  return dated
    .filter(({ row }) => !cancelled.has(row.id))
    .map(({ row, content }) => ({
      issueDate: content.invoiceDate,
      corrective: row.kind === 'CREDIT_NOTE',
      totals: computeFacturaTotals({
        lineItems: content.lineItems.map((line) => ({
          ...line,
          taxRate: line.taxRate ?? content.taxRate,
        })),
        irpfRate: content.irpfRate,
      }),
    }));
}
