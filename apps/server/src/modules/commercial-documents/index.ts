export { createCommercialDocumentService } from './commercial-documents.rpc.js';
export type { CommercialDocumentRenderer } from './renderer.js';
export { createPdfRenderer } from './pdf/pdf-renderer.js';
export { recordCompanyRegistration } from './use-cases/record-registration.js';
