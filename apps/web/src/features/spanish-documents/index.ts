export { SpanishDocumentsPage } from './spanish-documents-page.js';
