export { DocumentsPage } from './documents-page.js';
export type { DocumentsPageProps } from './documents-page.js';
