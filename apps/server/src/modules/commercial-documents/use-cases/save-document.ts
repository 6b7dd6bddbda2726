import {
  assertNoViolations,
  canApplyDocumentAction,
  computeDocumentTotals,
  DomainError,
  ErrorCode,
  getInvoicingCurrency,
} from '@foundly/domain';
import {
  CommercialDocumentKind,
  CommercialDocumentStatus,
  type CommercialDocumentInput,
} from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { findDocument, insertDocument, updateDraft } from '../commercial-documents.repository.js';
import { toStoredContent } from '../document-mapper.js';
import {
  commercialDocumentNotFound,
  getCurrentSeller,
  requireCallerAccount,
  requireCallerDocumentAccount,
  type InvoicingAccount,
} from '../invoicing-account.js';
import { applyLogoChange, checkContent, saveCustomer } from './prepare-content.js';
import { assertPlanAllowsChanges } from '../../subscriptions/index.js';

/** The columns computed from a draft's content: totals with the seller's VAT status of today. */
export function getDraftColumns(account: InvoicingAccount, content: CommercialDocumentInput) {
  const vatExempt = getCurrentSeller(account).vatExempt;
  const totals = computeDocumentTotals({
    taxRate: content.taxRate,
    vatExempt,
    lineItems: content.lineItems,
  });
  return {
    content: toStoredContent(content),
    currency: getInvoicingCurrency(account.country),
    vatExempt,
    totalNetAmount: totals.totalNetAmount,
    totalTaxAmount: totals.totalTaxAmount,
    totalAmount: totals.totalAmount,
  };
}

export function frozenError() {
  return new DomainError(
    ErrorCode.CommercialDocumentFrozen,
    'An issued document cannot be changed: correct an invoice with a credit note',
  );
}

/**
 * Saves a new quote or invoice draft of one of the caller's accounts, its
 * customer saved for reuse and its logo as the account's, in one transaction.
 * A credit note is made from the invoice it cancels (CreateCreditNote).
 */
export async function createDocument(
  app: AppContext,
  caller: Caller,
  input: { accountId: string; content?: CommercialDocumentInput | undefined },
) {
  const account = await requireCallerAccount(app, caller, input.accountId);
  await assertPlanAllowsChanges(app, account.accountId);
  const { content, logo } = checkContent(account, input.content);
  if (content.kind === CommercialDocumentKind.CREDIT_NOTE) {
    assertNoViolations([{ field: 'content.kind', message: 'errors.field.invalid' }]);
  }
  return app.db.transaction(async (tx) => {
    await saveCustomer(app, tx, account.accountId, content);
    await applyLogoChange(app, tx, account.accountId, logo);
    const now = app.clock.now();
    return insertDocument(tx, {
      id: crypto.randomUUID(),
      accountId: account.accountId,
      kind: CommercialDocumentKind[content.kind] as 'QUOTE' | 'INVOICE',
      status: 'DRAFT',
      ...getDraftColumns(account, content),
      createdAt: now,
      updatedAt: now,
    });
  });
}

/** Replaces a draft's content; an issued document is frozen (failed_precondition). */
export async function editDocument(
  app: AppContext,
  caller: Caller,
  input: { id: string; content?: CommercialDocumentInput | undefined },
) {
  const account = await requireCallerDocumentAccount(app, caller, input.id);
  await assertPlanAllowsChanges(app, account.accountId);
  const { content, logo } = checkContent(account, input.content);
  return app.db.transaction(async (tx) => {
    const row = await findDocument(tx, input.id, { lock: true });
    if (!row) throw commercialDocumentNotFound();
    const state = {
      kind: CommercialDocumentKind[row.kind],
      status: CommercialDocumentStatus[row.status],
    };
    if (!canApplyDocumentAction('edit', state)) throw frozenError();
    if (content.kind !== state.kind) {
      assertNoViolations([{ field: 'content.kind', message: 'errors.field.invalid' }]);
    }
    await saveCustomer(app, tx, account.accountId, content);
    await applyLogoChange(app, tx, account.accountId, logo);
    const updated = await updateDraft(tx, row.id, {
      ...getDraftColumns(account, content),
      updatedAt: app.clock.now(),
    });
    if (!updated) throw frozenError();
    return updated;
  });
}
