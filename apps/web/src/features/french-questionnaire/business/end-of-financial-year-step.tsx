import { SelectField } from '@foundly/ui';
import { FRENCH_DEFAULTS } from '@foundly/domain';
import { useId, useMemo } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';

interface Values {
  /** DD/MM, sent; the error of the whole date is shown under the two selects. */
  endOfFiscalYear: string;
  day: string;
  month: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The days a financial year can end on in each month. February stops at the
 * 28th: a year ending on the 29th would have no end date three years in four.
 */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** business-information/end-of-financial-year: the closing date, DD/MM, 31/12 unless changed. */
export function EndOfFinancialYearStep() {
  const { t, locale } = useI18n();
  const hintId = useId();
  const { data } = useCurrentOrder();
  const saved =
    data?.questionnaire?.companyDetails?.endOfFiscalYear || FRENCH_DEFAULTS.endOfFiscalYear;
  const [savedDay = '', savedMonth = ''] = saved.split('/');
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: { endOfFiscalYear: saved, day: savedDay, month: savedMonth },
    required: ['day', 'month'],
    toUpdate: ({ day, month }) => ({ companyDetails: { endOfFiscalYear: `${day}/${month}` } }),
  });
  const { register, watch, getValues, setValue } = form;
  const month = Number(watch('month'));
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return DAYS_IN_MONTH.map((_, index) => {
      const name = format.format(Date.UTC(2001, index, 1));
      return {
        value: pad(index + 1),
        label: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1),
      };
    });
  }, [locale]);
  const days = Array.from({ length: DAYS_IN_MONTH[month - 1] ?? 31 }, (_, index) => ({
    value: pad(index + 1),
    label: String(index + 1),
  }));
  const dateError = errorOf('endOfFiscalYear');
  return (
    <StepFrame
      title={t('businessInformation.endOfFinancialYear.title')}
      description={t('businessInformation.endOfFinancialYear.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={dateError ? true : undefined}
        aria-describedby={hintId}
      >
        <legend className="mb-2 text-sm font-medium text-ink">
          {t('businessInformation.endOfFinancialYear.legend')}
        </legend>
        <div className="grid grid-cols-[5rem_1fr] gap-4 sm:grid-cols-[6rem_12rem]">
          <SelectField
            label={t('businessInformation.endOfFinancialYear.day')}
            options={days}
            error={errorOf('day')}
            {...register('day')}
          />
          <SelectField
            label={t('businessInformation.endOfFinancialYear.month')}
            options={months}
            error={errorOf('month')}
            {...register('month', {
              onChange: (event: { target: { value: string } }) => {
                const last = DAYS_IN_MONTH[Number(event.target.value) - 1] ?? 31;
                if (Number(getValues('day')) > last) setValue('day', pad(last));
              },
            })}
          />
        </div>
        {dateError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {dateError}
          </p>
        )}
        <p id={hintId} className="text-sm text-ink-muted">
          {t('businessInformation.endOfFinancialYear.hint')}
        </p>
      </fieldset>
    </StepFrame>
  );
}
