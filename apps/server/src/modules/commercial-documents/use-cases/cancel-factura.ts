import { DomainError, ErrorCode, isRegistroAnulacion, type VerifactuRecord } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { appendRegistroAnulacion, listDocumentRecords } from '../../verifactu/index.js';
import { findDocument } from '../commercial-documents.repository.js';
import { commercialDocumentNotFound, requireCallerDocumentAccount } from '../invoicing-account.js';
import { assertPlanAllowsChanges } from '../../subscriptions/index.js';

function notCancellable() {
  return new DomainError(
    ErrorCode.CommercialDocumentActionNotAllowed,
    'Only an issued Spanish factura with its Veri*Factu record, not yet cancelled, can be cancelled',
  );
}

/**
 * Cancels a Spanish factura or rectificativa issued by mistake (Real Decreto
 * 1007/2023 art. 10: the registro de anulación), in one transaction with the
 * document locked: the cancellation record is chained after the issuer's last
 * one. The document keeps its number (the series has no gap) and reads
 * cancelled. Anything else (a draft, a presupuesto, a French or UK document,
 * a factura without record or already cancelled) is failed_precondition.
 */
export async function cancelFactura(app: AppContext, caller: Caller, id: string) {
  const account = await requireCallerDocumentAccount(app, caller, id);
  if (account.country !== 'ES') throw notCancellable();
  await assertPlanAllowsChanges(app, account.accountId);
  return app.db.transaction(async (tx) => {
    const row = await findDocument(tx, id, { lock: true });
    if (!row) throw commercialDocumentNotFound();
    const records = (await listDocumentRecords(tx, [row.id])).map(
      (entry) => entry.record.record as unknown as VerifactuRecord,
    );
    const [alta, ...later] = records;
    if (row.status !== 'ISSUED' || !alta || isRegistroAnulacion(alta) || later.length > 0) {
      throw notCancellable();
    }
    await appendRegistroAnulacion(tx, app, {
      accountId: account.accountId,
      documentId: row.id,
      alta,
    });
    return row;
  });
}
