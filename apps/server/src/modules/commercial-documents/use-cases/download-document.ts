import { computeDocumentTotals, getInvoicingCurrency } from '@foundly/domain';
import { create } from '@bufbuild/protobuf';
import {
  CommercialDocumentSchema,
  CommercialDocumentStatus,
  type CommercialDocument,
  type CommercialDocumentInput,
} from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { findDocument, findLogo } from '../commercial-documents.repository.js';
import { computeWithholding, toSellerMessage } from '../document-mapper.js';
import {
  commercialDocumentNotFound,
  getCurrentSeller,
  requireCallerAccount,
  requireCallerDocumentAccount,
} from '../invoicing-account.js';
import { checkContent } from './prepare-content.js';
import { toDocumentMessages } from './read-documents.js';

/** The PDF of a saved document of the caller (an issued one as frozen). */
export async function downloadMyDocument(app: AppContext, caller: Caller, id: string) {
  const account = await requireCallerDocumentAccount(app, caller, id);
  const row = await findDocument(app.db, id);
  if (!row) throw commercialDocumentNotFound();
  const [[document], logo] = await Promise.all([
    toDocumentMessages(app, account.accountId, [row]),
    findLogo(app.db, account.accountId),
  ]);
  if (!document!.seller) document!.seller = toSellerMessage(getCurrentSeller(account));
  return app.invoiceRenderer.render(document!, logo?.bytes);
}

/**
 * The PDF of content being written, not saved: a draft (no number) with the
 * seller as the company's file gives it now; the logo sent, else the saved one.
 */
export async function downloadUnsavedDocument(
  app: AppContext,
  caller: Caller,
  input: { accountId: string; content?: CommercialDocumentInput | undefined },
) {
  const account = await requireCallerAccount(app, caller, input.accountId);
  const logoBytes = input.content?.logo;
  const { content, logo } = checkContent(account, input.content);
  const seller = getCurrentSeller(account);
  const totals = computeDocumentTotals({
    taxRate: content.taxRate,
    vatExempt: seller.vatExempt,
    lineItems: content.lineItems,
  });
  content.lineItems.forEach((line, index) => {
    line.netAmount = totals.lines[index]?.netAmount ?? 0n;
  });
  const withholdingAmount = computeWithholding(content);
  const document: CommercialDocument = create(CommercialDocumentSchema, {
    withholdingAmount,
    amountToPay: totals.totalAmount - withholdingAmount,
    accountId: account.accountId,
    kind: content.kind,
    status: CommercialDocumentStatus.DRAFT,
    content,
    taxBreakdown: totals.taxBreakdown,
    totalNetAmount: totals.totalNetAmount,
    totalTaxAmount: totals.totalTaxAmount,
    totalAmount: totals.totalAmount,
    currency: getInvoicingCurrency(account.country),
    updatedAt: BigInt(Math.floor(app.clock.now().getTime() / 1000)),
    seller: toSellerMessage(seller),
  });
  const printed =
    logo.kind === 'replace'
      ? logoBytes
      : logo.kind === 'remove'
        ? undefined
        : (await findLogo(app.db, account.accountId))?.bytes;
  document.hasLogo = printed !== undefined;
  return app.invoiceRenderer.render(document, printed);
}
