import type { DocumentType } from '../../documents/document-types.js';
import type { FieldViolation } from '../../errors.js';
import { FIELD_MESSAGES } from '../../questionnaire/validation/messages.js';

/**
 * The articles of association a company registers with: the model articles
 * for private companies limited by shares (The Companies (Model Articles)
 * Regulations 2008, SI 2008/3229, Schedule 1), which apply by default to
 * whatever a company's own articles do not exclude or modify (Companies Act
 * 2006 s. 20), or bespoke articles the founder supplies with the application
 * (s. 9(5)(b), s. 18).
 */
export type ArticlesChoice = 'model' | 'bespoke';

/** The document type bespoke articles are uploaded as: a PDF, from the founder. */
export const ARTICLES_DOCUMENT_TYPE = 'articles_of_association' satisfies DocumentType;

/** Bespoke articles need their document; the model articles need none. */
export function checkArticles(
  choice: ArticlesChoice,
  documentId: string | undefined,
): FieldViolation[] {
  return choice === 'bespoke' && !documentId?.trim()
    ? [{ field: 'articles.document', message: FIELD_MESSAGES.required }]
    : [];
}
