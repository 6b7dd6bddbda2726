import { canApplyDocumentAction, DomainError, ErrorCode } from '@foundly/domain';
import {
  CommercialDocumentKind,
  CommercialDocumentStatus,
  type CommercialDocumentInput,
} from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import {
  deleteDraft,
  findDocument,
  insertDocument,
  setInvoicePaid,
  type CommercialDocumentRow,
} from '../commercial-documents.repository.js';
import { fromStoredContent } from '../document-mapper.js';
import {
  commercialDocumentNotFound,
  getCompanyToday,
  requireCallerDocumentAccount,
  type InvoicingAccount,
} from '../invoicing-account.js';
import { frozenError, getDraftColumns } from './save-document.js';
import { assertPlanAllowsChanges } from '../../subscriptions/index.js';

const stateOf = (row: CommercialDocumentRow) => ({
  kind: CommercialDocumentKind[row.kind],
  status: CommercialDocumentStatus[row.status],
});

function notAllowed(what: string) {
  return new DomainError(
    ErrorCode.CommercialDocumentActionNotAllowed,
    `${what} is not allowed for this document`,
  );
}

async function findOwnDocument(app: AppContext, caller: Caller, id: string, field = 'id') {
  const account = await requireCallerDocumentAccount(app, caller, id, field);
  await assertPlanAllowsChanges(app, account.accountId);
  const row = await findDocument(app.db, id);
  if (!row) throw commercialDocumentNotFound();
  return { account, row };
}

/** Deletes a draft; an issued document is frozen (its number must stay in the series). */
export async function deleteDocument(app: AppContext, caller: Caller, id: string) {
  const { row } = await findOwnDocument(app, caller, id);
  if (!canApplyDocumentAction('delete', stateOf(row)) || !(await deleteDraft(app.db, row.id))) {
    throw frozenError();
  }
}

/**
 * Marks an issued invoice paid, or unpaid again (the Área contable's toggle). The payment state
 * is not the invoice's content: the frozen content, number and Veri*Factu record stay as they
 * are. A draft, a quote or a credit note is refused.
 */
export async function setDocumentPaid(app: AppContext, caller: Caller, id: string, paid: boolean) {
  const { row } = await findOwnDocument(app, caller, id);
  const updated = canApplyDocumentAction('markPaid', stateOf(row))
    ? await setInvoicePaid(app.db, row.id, paid)
    : undefined;
  if (!updated) throw notAllowed('Marking paid');
  return updated;
}

/** A new draft of `kind` from a document's content, dated today, without due date. */
async function insertDraftFrom(
  app: AppContext,
  account: InvoicingAccount,
  source: CommercialDocumentRow,
  change: { kind: CommercialDocumentKind; negate: boolean; link: boolean },
) {
  const content: CommercialDocumentInput = fromStoredContent(source.content);
  content.kind = change.kind;
  content.invoiceDate = getCompanyToday(app, account.country);
  content.hasDueDate = false;
  content.dueDate = '';
  if (change.negate) {
    for (const line of content.lineItems) line.quantity = -line.quantity;
  }
  const now = app.clock.now();
  return insertDocument(app.db, {
    id: crypto.randomUUID(),
    accountId: account.accountId,
    kind: CommercialDocumentKind[change.kind] as CommercialDocumentRow['kind'],
    status: 'DRAFT',
    ...getDraftColumns(account, content),
    sourceDocumentId: change.link ? source.id : null,
    createdAt: now,
    updatedAt: now,
  });
}

/** A new draft with the same kind, customer and lines, dated today, with no number. */
export async function duplicateDocument(app: AppContext, caller: Caller, id: string) {
  const { account, row } = await findOwnDocument(app, caller, id);
  if (!canApplyDocumentAction('duplicate', stateOf(row))) throw notAllowed('Duplicating');
  return insertDraftFrom(app, account, row, {
    kind: CommercialDocumentKind[row.kind],
    negate: false,
    link: false,
  });
}

/** An invoice draft from an issued quote, linked to it; the quote keeps its number. */
export async function convertQuoteToInvoice(app: AppContext, caller: Caller, id: string) {
  const { account, row } = await findOwnDocument(app, caller, id);
  if (!canApplyDocumentAction('convertToInvoice', stateOf(row))) {
    throw notAllowed('Turning into an invoice');
  }
  return insertDraftFrom(app, account, row, {
    kind: CommercialDocumentKind.INVOICE,
    negate: false,
    link: true,
  });
}

/**
 * A credit-note draft cancelling an issued invoice: its lines with their
 * quantities negated, linked to it, to edit (a partial credit) then issue.
 */
export async function createCreditNote(app: AppContext, caller: Caller, invoiceId: string) {
  const { account, row } = await findOwnDocument(app, caller, invoiceId, 'invoice_id');
  if (!canApplyDocumentAction('creditNote', stateOf(row))) throw notAllowed('A credit note');
  return insertDraftFrom(app, account, row, {
    kind: CommercialDocumentKind.CREDIT_NOTE,
    negate: true,
    link: true,
  });
}
