import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import type { DocumentFormValues } from './document-form-values.js';
import { validateDocumentForm } from './validate-document-form.js';

/** The form's checks for react-hook-form: each error's message is its key under `invoicing.form.errors`. */
export const documentFormResolver: Resolver<DocumentFormValues> = (values, _context, options) => {
  const errors = validateDocumentForm(values);
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values, errors: {} };
  const fieldErrors: Record<string, FieldError> = Object.fromEntries(
    entries.map(([path, key]) => [path, { type: 'validate', message: key }]),
  );
  return { values: {}, errors: toNestErrors(fieldErrors, options) };
};
