import { TextField } from '@foundly/ui';
import type { Path } from '../../../lib/form/paths.js';
import type { UseFormReturn } from '../../../lib/form/types.js';
import { useI18n } from '../../../app/i18n/index.js';
import type { FiliationValues } from './filiation-values.js';
import { REQUIRED_WHEN_SHOWN } from './required-when-shown.js';

export interface ParentFieldsProps {
  parent: 'firstParent' | 'secondParent';
  legend: string;
  form: UseFormReturn<FiliationValues>;
  errorOf: (path: Path<FiliationValues>) => string | undefined;
}

/** One parent of the founder: first and last names, or unknown, which hides the names. */
export function ParentFields({ parent, legend, form, errorOf }: ParentFieldsProps) {
  const { t } = useI18n();
  const unknown = form.watch(`${parent}.unknown`);
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700"
          {...form.register(`${parent}.unknown`)}
        />
        <span>{t('personalInformation.filiation.unknown')}</span>
      </label>
      {!unknown && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('personalInformation.filiation.first')}
            error={errorOf(`${parent}.fullName.first`)}
            {...form.register(`${parent}.fullName.first`, REQUIRED_WHEN_SHOWN)}
          />
          <TextField
            label={t('personalInformation.filiation.last')}
            error={errorOf(`${parent}.fullName.last`)}
            {...form.register(`${parent}.fullName.last`, REQUIRED_WHEN_SHOWN)}
          />
        </div>
      )}
    </fieldset>
  );
}
