export { DocumentsPage } from './documents-page.js';
