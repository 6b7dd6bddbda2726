export { EmailsPage } from './emails-page.js';
export { parseEmailFilters, type EmailFilters } from './email-filters.js';
