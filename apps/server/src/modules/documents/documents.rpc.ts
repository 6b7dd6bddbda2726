import type { ServiceImpl } from '@connectrpc/connect';
import { DocumentService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { toDocumentMessage } from './document-mapper.js';
import { confirmUpload } from './use-cases/confirm-upload.js';
import { deleteDocument } from './use-cases/delete-document.js';
import { getDownloadUrl } from './use-cases/get-download-url.js';
import { getUploadUrl } from './use-cases/get-upload-url.js';
import { listDocuments } from './use-cases/list-documents.js';
import { toEpochSeconds } from '../../rpc/timestamps.js';

export function createDocumentService(app: AppContext): ServiceImpl<typeof DocumentService> {
  return {
    async getUploadUrl(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const result = await getUploadUrl(app, caller, {
        orderId: request.orderId,
        fileName: request.fileName,
        groupingId: request.groupingId,
        category: request.category,
        documentType: request.documentType,
        size: Number(request.size),
        sha256: request.sha256,
      });
      return {
        url: result.url,
        headers: result.headers,
        fileId: result.fileId,
        key: result.key,
        expiresAt: toEpochSeconds(result.expiresAt),
      };
    },
    async confirmUpload(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const document = await confirmUpload(app, caller, {
        fileId: request.fileId,
        fileName: request.fileName,
        key: request.key,
        documentType: request.documentType,
        category: request.category,
        metadata: request.metadata,
        referenceField: request.referenceField,
      });
      return { document: toDocumentMessage(document) };
    },
    async deleteDocument(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { deleted: await deleteDocument(app, caller, request.documentId) };
    },
    async listDocuments(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const rows = await listDocuments(app, caller, request.orderId, request.query);
      return { documents: rows.map(toDocumentMessage) };
    },
    async getDownloadUrl(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const result = await getDownloadUrl(app, caller, request.documentId, request.inline);
      return { url: result.url, expiresAt: toEpochSeconds(result.expiresAt) };
    },
  };
}
