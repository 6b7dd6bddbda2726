export { createCommercialDocumentService } from './commercial-documents.rpc.js';
export type { CommercialDocumentRenderer } from './renderer.js';
export { createPdfRenderer } from './pdf/pdf-renderer.js';
export {
  downloadFileDocument,
  listFileDocuments,
  recordCompanyRegistration,
} from './use-cases/operator-documents.js';
export { seedCompanyRegistration } from './use-cases/seed-registration.js';
export { listFacturaFigures } from './use-cases/factura-figures.js';
