import { SelectField } from '@foundly/ui';
import { IVA_EXEMPTIONS } from '@foundly/domain';
import { useFormContext } from '../../../lib/form/form-context.js';
import { useI18n } from '../../../app/i18n/index.js';
import type { DocumentFormValues } from '../form/document-form-values.js';

/** Spain: why a line at 0 % bears no IVA, E1 to E6 (Real Decreto 1619/2012 art. 6.1.j). */
export function ExemptionField({ index }: { index: number }) {
  const { t } = useI18n();
  const { register } = useFormContext<DocumentFormValues>();
  return (
    <SelectField
      label={t('invoicing.form.exemption.label')}
      options={[
        { value: '', label: t('invoicing.form.exemption.options.none') },
        ...IVA_EXEMPTIONS.map((code) => ({
          value: code,
          label: t(`invoicing.form.exemption.options.${code}`),
        })),
      ]}
      {...register(`lineItems.${index}.ivaExemption`)}
    />
  );
}
