import { SelectField } from '@foundly/ui';
import { CommercialDocumentKind } from '@foundly/proto';
import { useFormContext } from '../../../lib/form/form-context.js';
import { useWatch } from '../../../lib/form/use-watch.js';
import { useI18n } from '../../../app/i18n/index.js';
import type { DocumentFormValues } from '../form/document-form-values.js';
import { getIrpfPercent, IRPF_PERCENTS } from '../form/irpf.js';
import { CheckboxField } from './checkbox-field.js';
import { useFieldError } from './use-field-error.js';

/**
 * Spain: the IRPF withheld (15 %, 7 % in the first years of activity, none for a consumer, who
 * withholds nothing) and, on a factura, whether it is a simplified one (at most 400 €).
 */
export function SpanishTaxFields({ kind }: { kind: CommercialDocumentKind }) {
  const { t } = useI18n();
  const { register, setValue, control, formState } = useFormContext<DocumentFormValues>();
  const errorOf = useFieldError(formState.errors);
  const [irpfPercent, isBusiness] = useWatch({
    control,
    name: ['irpfPercent', 'customer.isBusiness'],
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <SelectField
          label={t('invoicing.form.irpf.label')}
          value={getIrpfPercent({ irpfPercent, customer: { isBusiness } })}
          disabled={!isBusiness}
          aria-describedby="irpf-hint"
          options={IRPF_PERCENTS.map((percent) => ({
            value: percent,
            label: t(`invoicing.form.irpf.options.${percent}`),
          }))}
          onChange={(event) => setValue('irpfPercent', event.target.value, { shouldDirty: true })}
        />
        <p id="irpf-hint" className="text-sm text-ink-muted">
          {isBusiness ? t('invoicing.form.irpf.hint') : t('invoicing.form.irpf.consumer')}
        </p>
        {errorOf('irpfPercent') && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errorOf('irpfPercent')}
          </p>
        )}
      </div>
      {kind === CommercialDocumentKind.INVOICE && (
        <CheckboxField
          label={t('invoicing.form.simplified')}
          hint={t('invoicing.form.simplifiedHint')}
          {...register('simplified')}
        />
      )}
    </div>
  );
}
