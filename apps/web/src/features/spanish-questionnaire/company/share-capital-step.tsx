import { SL_REINFORCED_CAPITAL } from '@foundly/domain';
import { LegalForm } from '@foundly/proto';
import { TextField } from '@foundly/ui';
import { Info } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { decimalOf, toMinorUnits, toAmountText } from '../../../lib/amounts/typed-amount.js';
import { useCompanyStepForm, useSavedCompany } from './use-company-step-form.js';

interface Values {
  shareCapital: { capital: string; nominalValue: string };
}

/**
 * company-formation/share-capital: the capital and the nominal value of one
 * share, in euros; says how many shares that makes and what the law attaches
 * to an SL under 3,000 € or to an SA's capital.
 */
export function ShareCapitalStep() {
  const { t, locale } = useI18n();
  const { data } = useCurrentOrder();
  const isSa = data?.order?.legalForm === LegalForm.SA;
  const saved = useSavedCompany().shareCapital;
  const decimal = decimalOf(locale);
  const { form, onSubmit, pending, failure, errorOf } = useCompanyStepForm<Values>({
    defaultValues: {
      shareCapital: {
        capital: toAmountText(saved?.capital, decimal),
        nominalValue: toAmountText(saved?.nominalValue ?? 100, decimal),
      },
    },
    required: ['shareCapital.capital', 'shareCapital.nominalValue'],
    toStep: ({ shareCapital }) => ({
      shareCapital: {
        capital: toMinorUnits(shareCapital.capital),
        nominalValue: toMinorUnits(shareCapital.nominalValue),
      },
    }),
  });
  const capital = toMinorUnits(form.watch('shareCapital.capital'));
  const nominal = toMinorUnits(form.watch('shareCapital.nominalValue'));
  const shares = capital > 0 && nominal > 0 && capital % nominal === 0 ? capital / nominal : 0;
  const note = isSa
    ? t('spanishCompany.capital.quarter')
    : capital > 0 && capital < SL_REINFORCED_CAPITAL
      ? t('spanishCompany.capital.reserve')
      : undefined;
  return (
    <StepFrame
      title={t('spanishCompany.capital.title')}
      description={t('spanishCompany.capital.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('spanishCompany.capital.amount')}
          hint={t('spanishCompany.capital.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          error={errorOf('shareCapital.capital')}
          {...form.register('shareCapital.capital')}
        />
        <TextField
          label={t('spanishCompany.capital.nominal')}
          hint={t('spanishCompany.capital.nominalHint')}
          inputMode="decimal"
          autoComplete="off"
          error={errorOf('shareCapital.nominalValue')}
          {...form.register('shareCapital.nominalValue')}
        />
      </div>
      <p role="status" className="text-sm text-ink-muted">
        {shares > 0
          ? t('spanishCompany.capital.shares', {
              count: new Intl.NumberFormat(locale).format(shares),
            })
          : ''}
      </p>
      {note && (
        <p className="flex gap-3 rounded-xl border border-line bg-surface-raised p-4 text-sm">
          <Info className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>{note}</span>
        </p>
      )}
    </StepFrame>
  );
}
