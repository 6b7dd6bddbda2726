import { SpanishPartyKind } from '@foundly/proto';
import { Button, TextField } from '@foundly/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { useFieldArray } from '../../../lib/form/use-field-array.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { decimalOf, toMinorUnits, toAmountText } from '../../../lib/amounts/typed-amount.js';
import { EMPTY_PARTY, PartyFields, type PartyValues } from './party-fields.js';
import { useCompanyStepForm, useSavedCompany } from './use-company-step-form.js';

interface ShareholderValues extends PartyValues {
  shares: string;
  monetaryContribution: string;
  nonMonetaryContribution: string;
}

interface Values {
  shareholders: { shareholders: ShareholderValues[] };
}

const EMPTY: ShareholderValues = {
  ...EMPTY_PARTY,
  shares: '',
  monetaryContribution: '',
  nonMonetaryContribution: '0',
};

const toCount = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * company-formation/shareholders: who takes the shares, how many, and what
 * each pays in money and in kind; the shares add up to the share capital.
 */
export function ShareholdersStep() {
  const { t, locale } = useI18n();
  const company = useSavedCompany();
  const decimal = decimalOf(locale);
  const saved = company.shareholders?.shareholders ?? [];
  const capital = company.shareCapital;
  const { form, onSubmit, pending, failure, errorOf } = useCompanyStepForm<Values>({
    defaultValues: {
      shareholders: {
        shareholders:
          saved.length === 0
            ? [EMPTY]
            : saved.map((shareholder) => ({
                kind: String(shareholder.kind ?? SpanishPartyKind.PERSON),
                name: shareholder.name ?? '',
                idNumber: shareholder.idNumber ?? '',
                shares: String(shareholder.shares ?? ''),
                monetaryContribution: toAmountText(shareholder.monetaryContribution, decimal),
                nonMonetaryContribution: toAmountText(shareholder.nonMonetaryContribution, decimal),
              })),
      },
    },
    toStep: ({ shareholders }) => ({
      shareholders: {
        shareholders: shareholders.shareholders.map((shareholder) => ({
          kind: Number(shareholder.kind),
          name: shareholder.name.trim(),
          idNumber: shareholder.idNumber.trim(),
          shares: toCount(shareholder.shares),
          monetaryContribution: toMinorUnits(shareholder.monetaryContribution || '0'),
          nonMonetaryContribution: toMinorUnits(shareholder.nonMonetaryContribution || '0'),
        })),
      },
    }),
  });
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'shareholders.shareholders',
  });
  const values = form.watch('shareholders.shareholders');
  const taken = values.reduce((total, each) => total + (toCount(each.shares) || 0), 0);
  const total =
    capital?.capital && capital.nominalValue ? capital.capital / capital.nominalValue : undefined;
  const number = new Intl.NumberFormat(locale);
  const path = (index: number) => `shareholders.shareholders.${index}` as const;
  return (
    <StepFrame
      title={t('spanishCompany.shareholders.title')}
      description={t('spanishCompany.shareholders.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure ?? errorOf('shareholders.shareholders')}
    >
      {fields.map((field, index) => (
        <fieldset key={field.id} className="flex flex-col gap-4 rounded-2xl border border-line p-4">
          <legend className="px-1 font-semibold">
            {t('spanishCompany.shareholders.legend', { number: index + 1 })}
          </legend>
          <PartyFields
            register={(name) => form.register(`${path(index)}.${name}`)}
            errorOf={(name) => errorOf(`${path(index)}.${name}`)}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={t('spanishCompany.shareholders.shares')}
              inputMode="numeric"
              autoComplete="off"
              error={errorOf(`${path(index)}.shares`)}
              {...form.register(`${path(index)}.shares`)}
            />
            <TextField
              label={t('spanishCompany.shareholders.money')}
              inputMode="decimal"
              autoComplete="off"
              error={errorOf(`${path(index)}.monetaryContribution`)}
              {...form.register(`${path(index)}.monetaryContribution`)}
            />
            <TextField
              label={t('spanishCompany.shareholders.inKind')}
              hint={t('spanishCompany.shareholders.inKindHint')}
              inputMode="decimal"
              autoComplete="off"
              {...form.register(`${path(index)}.nonMonetaryContribution`)}
            />
          </div>
          {fields.length > 1 && (
            <Button variant="ghost" className="self-end text-danger" onClick={() => remove(index)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('spanishCompany.shareholders.remove', { number: index + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      <Button variant="secondary" className="self-start" onClick={() => append(EMPTY)}>
        <Plus className="size-4" aria-hidden="true" />
        {t('spanishCompany.shareholders.add')}
      </Button>
      {total !== undefined && (
        <p role="status" className="text-sm text-ink-muted">
          {t('spanishCompany.shareholders.total', {
            count: number.format(taken),
            total: number.format(total),
          })}
        </p>
      )}
    </StepFrame>
  );
}
