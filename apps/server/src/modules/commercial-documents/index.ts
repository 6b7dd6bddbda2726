export { createCommercialDocumentService } from './commercial-documents.rpc.js';
export type { CommercialDocumentRenderer } from './renderer.js';
export { unavailableRenderer } from './unavailable-renderer.js';
export {
  downloadFileDocument,
  listFileDocuments,
  recordCompanyRegistration,
} from './use-cases/operator-documents.js';
