export { createCommercialDocumentService } from './commercial-documents.rpc.js';
export type { CommercialDocumentRenderer } from './renderer.js';
export { unavailableRenderer } from './unavailable-renderer.js';
