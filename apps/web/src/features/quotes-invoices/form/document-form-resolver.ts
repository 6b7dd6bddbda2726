import { setIn, type FieldErrors, type Resolver } from '../../../lib/form/index.js';
import type { DocumentFormValues } from './document-form-values.js';
import { validateDocumentForm } from './validate-document-form.js';

/** The form's checks: each error's message is its key under `invoicing.form.errors`. */
export const documentFormResolver: Resolver<DocumentFormValues> = (values) => {
  const entries = Object.entries(validateDocumentForm(values));
  if (entries.length === 0) return { values, errors: {} };
  const errors = entries.reduce<FieldErrors<DocumentFormValues>>(
    (nested, [path, key]) => setIn(nested, path, { type: 'validate', message: key }),
    {},
  );
  return { values: {}, errors };
};
