import { setIn } from '../../../lib/form/paths.js';
import type { FieldErrors, Resolver } from '../../../lib/form/types.js';
import type { DocumentFormValues } from './document-form-values.js';

/**
 * The form's checks, loaded with the first one (a field left, a save): each error's message is
 * its key under `invoicing.form.errors`.
 */
export const documentFormResolver: Resolver<DocumentFormValues> = async (values) => {
  const { validateDocumentForm } = await import('./validate-document-form.js');
  const entries = Object.entries(validateDocumentForm(values));
  if (entries.length === 0) return { values, errors: {} };
  const errors = entries.reduce<FieldErrors<DocumentFormValues>>(
    (nested, [path, key]) => setIn(nested, path, { type: 'validate', message: key }),
    {},
  );
  return { values: {}, errors };
};
