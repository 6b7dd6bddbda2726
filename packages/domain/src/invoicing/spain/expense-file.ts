import type { FileFormat } from '../../documents/document-types.js';

/** What a gasto's ticket may be: a photo (JPEG, PNG) or a PDF, as the documents are. */
export const EXPENSE_FILE_FORMATS: readonly FileFormat[] = ['pdf', 'jpeg', 'png'];

/** The category a ticket's upload is announced with: never a document of an order. */
export const EXPENSE_FILE_CATEGORY = 'expense_ticket';
