import { getEarliestStartDate } from '@foundly/domain';
import { BusinessType, Currency } from '@foundly/proto';
import { cn, TextField } from '@foundly/ui';
import { useId, useMemo } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import type { YesNoValue } from '../../questionnaire/fields/yes-no.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { CURRENCIES, getCurrencyCode, type CurrencyCode } from './currencies.js';
import { todayInSpain } from '../../questionnaire/today.js';
import { fromYesNoAnswer, toYesNoAnswer } from './yes-no-answer.js';

type BusinessTypeCode = 'B2C' | 'B2B';

const BUSINESS_TYPES: readonly { code: BusinessTypeCode; value: BusinessType }[] = [
  { code: 'B2C', value: BusinessType.B2C },
  { code: 'B2B', value: BusinessType.B2B },
];

const FIELD_CLASSES =
  'min-h-11 rounded-lg border bg-surface-raised px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

interface Values {
  /** As typed: a number input gives '' for anything that is not a number. */
  monthlyNetBenefitEstimation: string;
  currency: CurrencyCode;
  expectedStartDate: string;
  tradesInternationally: YesNoValue;
  businessType: BusinessTypeCode | '';
}

/**
 * business-information/expectations: the monthly net profit expected, when
 * the activity starts, whether it sells abroad and to whom; they decide the
 * tax and VAT regimes filed with the registration.
 */
export function ExpectationsStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.businessInformation;
  const earliest = useMemo(() => getEarliestStartDate(todayInSpain()), []);
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'businessInformation',
    defaultValues: {
      monthlyNetBenefitEstimation:
        saved?.monthlyNetBenefitEstimation === undefined
          ? ''
          : String(saved.monthlyNetBenefitEstimation),
      currency: getCurrencyCode(saved?.currency) ?? 'EUR',
      expectedStartDate: saved?.expectedStartDate ?? '',
      tradesInternationally: fromYesNoAnswer(saved?.tradesInternationally),
      businessType: BUSINESS_TYPES.find((type) => type.value === saved?.businessType)?.code ?? '',
    },
    required: [
      'monthlyNetBenefitEstimation',
      'currency',
      'expectedStartDate',
      'tradesInternationally',
      'businessType',
    ],
    toUpdate: (values) => ({
      businessInformation: {
        monthlyNetBenefitEstimation: Number(values.monthlyNetBenefitEstimation),
        currency:
          CURRENCIES.find((currency) => currency.code === values.currency)?.value ??
          Currency.UNSPECIFIED,
        expectedStartDate: values.expectedStartDate,
        tradesInternationally: toYesNoAnswer(values.tradesInternationally),
        businessType:
          BUSINESS_TYPES.find((type) => type.code === values.businessType)?.value ??
          BusinessType.UNSPECIFIED,
      },
    }),
  });
  const { register } = form;
  const amountId = useId();
  const amountError = errorOf('monthlyNetBenefitEstimation') ?? errorOf('currency');
  return (
    <StepFrame
      title={t('spanishBusiness.expectations.title')}
      description={t('spanishBusiness.expectations.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={amountId} className="text-sm font-medium text-ink">
          {t('spanishBusiness.expectations.amount')}
        </label>
        <div className="flex gap-2">
          <input
            id={amountId}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            aria-invalid={amountError ? true : undefined}
            aria-describedby={[`${amountId}-hint`, amountError ? `${amountId}-error` : undefined]
              .filter(Boolean)
              .join(' ')}
            className={cn(
              FIELD_CLASSES,
              'min-w-0 flex-1',
              amountError ? 'border-danger' : 'border-line',
            )}
            {...register('monthlyNetBenefitEstimation')}
          />
          <select
            aria-label={t('spanishBusiness.expectations.currency')}
            className={cn(FIELD_CLASSES, 'w-24 shrink-0 border-line')}
            {...register('currency')}
          >
            {CURRENCIES.map(({ code }) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <p id={`${amountId}-hint`} className="text-sm text-ink-muted">
          {t('spanishBusiness.expectations.amountHint')}
        </p>
        {amountError && (
          <p id={`${amountId}-error`} role="alert" className="text-sm font-medium text-danger">
            {amountError}
          </p>
        )}
      </div>
      <TextField
        type="date"
        label={t('spanishBusiness.expectations.startDate')}
        hint={t('spanishBusiness.expectations.startDateHint')}
        min={earliest}
        error={errorOf('expectedStartDate')}
        {...register('expectedStartDate')}
      />
      <ChoiceField
        legend={t('spanishBusiness.expectations.tradesLegend')}
        inline
        choices={[
          { value: 'no', label: t('spanishBusiness.expectations.spainOnly') },
          { value: 'yes', label: t('spanishBusiness.expectations.abroad') },
        ]}
        error={errorOf('tradesInternationally')}
        {...register('tradesInternationally')}
      />
      <ChoiceField
        legend={t('spanishBusiness.expectations.customersLegend')}
        choices={BUSINESS_TYPES.map(({ code }) => ({
          value: code,
          label: t(`spanishBusiness.expectations.businessTypes.${code}.label`),
          hint: t(`spanishBusiness.expectations.businessTypes.${code}.hint`),
        }))}
        error={errorOf('businessType')}
        {...register('businessType')}
      />
    </StepFrame>
  );
}
