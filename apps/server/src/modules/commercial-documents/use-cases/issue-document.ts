import {
  canApplyDocumentAction,
  computeDocumentTotals,
  findIssueProblems,
  formatDocumentNumber,
  getSeriesKey,
  nextSequence,
  type NumberedKind,
} from '@foundly/domain';
import { CommercialDocumentKind, CommercialDocumentStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import {
  advanceSeries,
  findDocument,
  lockSeries,
  updateDraft,
} from '../commercial-documents.repository.js';
import { fromStoredContent, toStoredSeller } from '../document-mapper.js';
import {
  commercialDocumentNotFound,
  getCompanyToday,
  getCurrentSeller,
  hasShareCapital,
  requireCallerDocumentAccount,
} from '../invoicing-account.js';
import { DocumentNotIssuableError } from '../issue-problems-error.js';
import { issueFactura } from './issue-factura.js';
import { assertPlanAllowsChanges } from '../../subscriptions/index.js';

/**
 * Issues a draft: in one transaction it locks the document, then the row of
 * its series (so that concurrent issues, on any instance, queue there), checks
 * the mandatory mentions with the seller as the company's file gives it now,
 * takes the next number and freezes the document with that seller. A missing
 * mention is failed_precondition with the problems, and nothing is written
 * (the series row created for the check goes with the rollback). Issuing an
 * issued document again changes nothing and answers it as it is.
 */
export async function issueDocument(app: AppContext, caller: Caller, id: string) {
  const account = await requireCallerDocumentAccount(app, caller, id);
  await assertPlanAllowsChanges(app, account.accountId);
  return app.db.transaction(async (tx) => {
    const row = await findDocument(tx, id, { lock: true });
    if (!row) throw commercialDocumentNotFound();
    if (account.country === 'ES') return issueFactura(tx, app, account, row);
    const kind = CommercialDocumentKind[row.kind] as NumberedKind;
    if (!canApplyDocumentAction('issue', { kind, status: CommercialDocumentStatus[row.status] })) {
      return row;
    }
    const content = fromStoredContent(row.content);
    const seller = getCurrentSeller(account);
    const seriesKey = getSeriesKey(kind, content.invoiceDate);
    const series = await lockSeries(tx, account.accountId, seriesKey);
    const problems = findIssueProblems(content, seller, {
      country: account.country,
      hasShareCapital: hasShareCapital(account),
      today: getCompanyToday(app, account.country),
      lastIssuedDate: series.lastDate || undefined,
    });
    if (problems.length > 0) throw new DocumentNotIssuableError(problems);
    const sequence = nextSequence(series.lastSequence);
    await advanceSeries(tx, {
      accountId: account.accountId,
      seriesKey,
      sequence,
      date: content.invoiceDate,
    });
    const totals = computeDocumentTotals({
      taxRate: content.taxRate,
      vatExempt: seller.vatExempt,
      lineItems: content.lineItems,
    });
    const now = app.clock.now();
    const issued = await updateDraft(tx, row.id, {
      status: 'ISSUED',
      number: formatDocumentNumber(account.country, kind, content.invoiceDate, sequence),
      seller: toStoredSeller(seller),
      vatExempt: seller.vatExempt,
      totalNetAmount: totals.totalNetAmount,
      totalTaxAmount: totals.totalTaxAmount,
      totalAmount: totals.totalAmount,
      issuedAt: now,
      updatedAt: now,
    });
    return issued!;
  });
}
