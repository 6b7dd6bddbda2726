import type { ServiceImpl } from '@connectrpc/connect';
import { CommercialDocumentService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { toSellerMessage } from './document-mapper.js';
import { DocumentNotIssuableError, toIssueConnectError } from './issue-problems-error.js';
import {
  convertQuoteToInvoice,
  createCreditNote,
  deleteDocument,
  duplicateDocument,
  setDocumentPaid,
} from './use-cases/change-document.js';
import { cancelFactura } from './use-cases/cancel-factura.js';
import { downloadMyDocument, downloadUnsavedDocument } from './use-cases/download-document.js';
import { issueDocument } from './use-cases/issue-document.js';
import {
  getMyDocument,
  getMySeller,
  listMyCustomers,
  listMyDocuments,
  toDocumentMessages,
} from './use-cases/read-documents.js';
import { createDocument, editDocument } from './use-cases/save-document.js';
import type { CommercialDocumentRow } from './commercial-documents.repository.js';

/** Quotes, invoices and credit notes of a French or UK company (spec 01 §2, §7) or a Spanish autónomo (spec 02 §2). */
export function createCommercialDocumentService(
  app: AppContext,
): ServiceImpl<typeof CommercialDocumentService> {
  const answer = async (row: CommercialDocumentRow) => {
    const [document] = await toDocumentMessages(app, row.accountId, [row]);
    return { document: document! };
  };
  return {
    async getMyCommercialDocuments(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { documents: await listMyDocuments(app, caller, request.accountId) };
    },
    async getCommercialDocumentById(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return getMyDocument(app, caller, request.id);
    },
    async createCommercialDocument(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return answer(await createDocument(app, caller, request));
    },
    async editCommercialDocument(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return answer(await editDocument(app, caller, request));
    },
    async deleteCommercialDocument(request, ctx) {
      const caller = await requireCaller(app, ctx);
      await deleteDocument(app, caller, request.id);
      return {};
    },
    async duplicateCommercialDocument(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return answer(await duplicateDocument(app, caller, request.id));
    },
    async issueCommercialDocument(request, ctx) {
      const caller = await requireCaller(app, ctx);
      try {
        return await answer(await issueDocument(app, caller, request.id));
      } catch (error) {
        if (error instanceof DocumentNotIssuableError) throw toIssueConnectError(error);
        throw error;
      }
    },
    async convertQuoteToInvoice(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return answer(await convertQuoteToInvoice(app, caller, request.id));
    },
    async createCreditNote(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return answer(await createCreditNote(app, caller, request.invoiceId));
    },
    async cancelCommercialDocument(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return answer(await cancelFactura(app, caller, request.id));
    },
    async setCommercialDocumentPaid(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return answer(await setDocumentPaid(app, caller, request.id, request.paid));
    },
    async downloadCommercialDocument(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return downloadUnsavedDocument(app, caller, request);
    },
    async downloadCommercialDocumentById(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return downloadMyDocument(app, caller, request.id);
    },
    async getMyInvoiceCustomers(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { customers: await listMyCustomers(app, caller, request.accountId) };
    },
    async getInvoiceSeller(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { seller, problems, currency } = await getMySeller(app, caller, request.accountId);
      return { seller: toSellerMessage(seller), problems, currency };
    },
  };
}
