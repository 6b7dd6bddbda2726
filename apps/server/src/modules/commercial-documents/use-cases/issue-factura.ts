import {
  canApplyDocumentAction,
  computeFacturaTotals,
  findFacturaIssueProblems,
  formatSpanishDocumentNumber,
  getSpanishSeries,
  getSpanishSeriesKey,
  nextSequence,
  toFactura,
  type FacturaContent,
  type NumberedKind,
  type RectifiedFactura,
} from '@foundly/domain';
import { CommercialDocumentKind, CommercialDocumentStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import { appendRegistroAlta } from '../../verifactu/index.js';
import {
  advanceSeries,
  findDocument,
  lockSeries,
  updateDraft,
  type CommercialDocumentRow,
} from '../commercial-documents.repository.js';
import { fromStoredContent, toStoredSeller } from '../document-mapper.js';
import { getCompanyToday, type InvoicingAccount } from '../invoicing-account.js';
import { DocumentNotIssuableError } from '../issue-problems-error.js';
import { getSpanishIssuer, getSpanishSeller, issuesVerifactuRecords } from '../spanish-issuer.js';

/** The invoice a rectificativa corrects: its number, date and whether it was simplified. */
async function findRectified(
  tx: Transaction,
  row: CommercialDocumentRow,
): Promise<RectifiedFactura | undefined> {
  if (row.kind !== 'CREDIT_NOTE' || !row.sourceDocumentId) return undefined;
  const source = await findDocument(tx, row.sourceDocumentId);
  if (!source?.number) return undefined;
  const content = fromStoredContent(source.content);
  return { number: source.number, issueDate: content.invoiceDate, simplified: content.simplified };
}

/**
 * Issues a Spanish presupuesto, factura or rectificativa, in the caller's
 * transaction with the document locked: the issuer as the questionnaire
 * gives it now, the rules of `findFacturaIssueProblems` (a missing mention
 * is failed_precondition with the problems, nothing written), the next
 * number of its series and year (F, FS, R, P) under the series row's lock,
 * the document frozen with its totals, and for a factura or rectificativa
 * its Veri*Factu registration record chained in the same transaction.
 */
export async function issueFactura(
  tx: Transaction,
  app: AppContext,
  account: InvoicingAccount,
  row: CommercialDocumentRow,
) {
  const kind = CommercialDocumentKind[row.kind] as NumberedKind;
  if (!canApplyDocumentAction('issue', { kind, status: CommercialDocumentStatus[row.status] })) {
    return row;
  }
  const content = fromStoredContent(row.content) as unknown as FacturaContent;
  const issuer = getSpanishIssuer(account);
  const factura = toFactura(
    content,
    { nif: issuer.nif, name: issuer.name, address: issuer.address },
    await findRectified(tx, row),
  );
  const series = getSpanishSeries(kind, factura.simplified);
  const seriesKey = getSpanishSeriesKey(series, factura.issueDate);
  const seriesRow = await lockSeries(tx, account.accountId, seriesKey);
  const problems = findFacturaIssueProblems(factura, {
    today: getCompanyToday(app, 'ES'),
    lastIssuedDate: seriesRow.lastDate || undefined,
    // Without the day the activity started, the 7 % of a new activity cannot be checked: refused.
    activityStartDate: issuer.activityStartDate || '0000-01-01',
    previousActivityEndDate: issuer.previousActivityEndDate,
  });
  if (problems.length > 0) throw new DocumentNotIssuableError(problems);
  const sequence = nextSequence(seriesRow.lastSequence);
  await advanceSeries(tx, {
    accountId: account.accountId,
    seriesKey,
    sequence,
    date: factura.issueDate,
  });
  const number = formatSpanishDocumentNumber(series, factura.issueDate, sequence);
  const totals = computeFacturaTotals(factura);
  const now = app.clock.now();
  const issued = await updateDraft(tx, row.id, {
    status: 'ISSUED',
    number,
    seller: toStoredSeller(getSpanishSeller(issuer)),
    vatExempt: false,
    totalNetAmount: totals.totalNetAmount,
    totalTaxAmount: totals.totalTaxAmount,
    totalAmount: totals.totalAmount,
    issuedAt: now,
    updatedAt: now,
  });
  if (kind !== CommercialDocumentKind.QUOTE && issuesVerifactuRecords(issuer)) {
    await appendRegistroAlta(tx, app, {
      accountId: account.accountId,
      documentId: row.id,
      factura,
      number,
      totals,
    });
  }
  return issued!;
}
