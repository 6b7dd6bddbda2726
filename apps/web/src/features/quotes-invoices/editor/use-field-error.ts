import { get } from '../../../lib/form/paths.js';
import type { FieldErrors } from '../../../lib/form/types.js';
import { useI18n } from '../../../app/i18n/index.js';
import type { DocumentFormValues } from '../form/document-form-values.js';

/**
 * The translated error of a form field: the form's own checks give a key under
 * `invoicing.form.errors`, the server's field violations a message key of their own.
 */
export function useFieldError(errors: FieldErrors<DocumentFormValues>) {
  const { t, tDynamic } = useI18n();
  return (path: string): string | undefined => {
    const message = (get(errors, path) as { message?: string } | undefined)?.message;
    if (!message) return undefined;
    return tDynamic(
      `invoicing.form.errors.${message}`,
      tDynamic(message, t('invoicing.form.errors.server')),
    );
  };
}
