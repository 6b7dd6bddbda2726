export { createInProcessRpc } from './in-process-transport.js';
export { getServerEntryFile, loadPageRenderer } from './page-renderer.js';
export { parsePageTemplate } from './page-template.js';
export { createPageSender } from './send-page.js';
export { createCustomerPageSender, type WebPagesSource } from './customer-pages.js';
export type { PageRenderer } from './page-renderer.js';
