import { Button, TextField } from '@foundly/ui';
import { Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useFormContext } from '../../../lib/form/form-context.js';
import { useFieldArray } from '../../../lib/form/use-field-array.js';
import { useI18n } from '../../../app/i18n/index.js';
import { EMPTY_LINE, type DocumentFormValues } from '../form/document-form-values.js';
import { useFieldError } from './use-field-error.js';

/** Spain's exemption field, a chunk of its own: France and the UK never load it. */
const ExemptionField = lazy(() =>
  import('./exemption-field.js').then((module) => ({ default: module.ExemptionField })),
);

/**
 * The lines: description, quantity, unit price before VAT, discount and, when it differs from
 * the document's, the line's VAT rate; in Spain, why a line at 0 % bears no IVA (Real Decreto
 * 1619/2012 art. 6.1.j). Adding a line moves the focus to its description; removing one moves
 * it to the add button.
 */
export function LineItemsFields({ disabled, spain }: { disabled: boolean; spain: boolean }) {
  const { t } = useI18n();
  const { register, control, formState } = useFormContext<DocumentFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lineItems' });
  const errorOf = useFieldError(formState.errors);
  const listError = errorOf('lineItems');
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">{t('invoicing.form.lines')}</legend>
      {listError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {listError}
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-xl border border-line p-4">
            <fieldset className="flex flex-col gap-3">
              <legend className="text-sm font-semibold">
                {t('invoicing.form.line', { index: index + 1 })}
              </legend>
              <TextField
                label={t('invoicing.form.description')}
                error={errorOf(`lineItems.${index}.description`)}
                {...register(`lineItems.${index}.description`)}
              />
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <TextField
                  label={t('invoicing.form.quantity')}
                  inputMode="decimal"
                  error={errorOf(`lineItems.${index}.quantity`)}
                  {...register(`lineItems.${index}.quantity`)}
                />
                <TextField
                  label={t('invoicing.form.unitPrice')}
                  inputMode="decimal"
                  error={errorOf(`lineItems.${index}.unitPrice`)}
                  {...register(`lineItems.${index}.unitPrice`)}
                />
                <TextField
                  label={t('invoicing.form.discountRate')}
                  inputMode="decimal"
                  error={errorOf(`lineItems.${index}.discountPercent`)}
                  {...register(`lineItems.${index}.discountPercent`)}
                />
                <TextField
                  label={t('invoicing.form.lineTaxRate')}
                  inputMode="decimal"
                  placeholder={t('invoicing.form.lineTaxRateHint')}
                  error={errorOf(`lineItems.${index}.taxPercent`)}
                  {...register(`lineItems.${index}.taxPercent`)}
                />
              </div>
              {spain && (
                <Suspense>
                  <ExemptionField index={index} />
                </Suspense>
              )}
              {!disabled && fields.length > 1 && (
                <Button
                  variant="ghost"
                  className="min-h-10 self-end text-xs text-danger"
                  onClick={() => {
                    remove(index);
                    document.getElementById('add-line')?.focus();
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('invoicing.form.removeLine', { index: index + 1 })}
                </Button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {!disabled && (
        <Button
          id="add-line"
          variant="secondary"
          className="self-start"
          onClick={() => {
            append({ ...EMPTY_LINE });
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('invoicing.form.addLine')}
        </Button>
      )}
    </fieldset>
  );
}
