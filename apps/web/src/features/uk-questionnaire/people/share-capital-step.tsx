import { TEXT_LIMITS } from '@foundly/domain';
import { Button, SelectField, TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { decimalOf, toAmountText, toMinorUnits } from '../../../lib/amounts/typed-amount.js';
import type { Path } from '../../../lib/form/paths.js';
import { useFieldArray } from '../../../lib/form/use-field-array.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import {
  EMPTY_UK_ADDRESS,
  fromAddressValues,
  toAddressValues,
  UkAddressFields,
  type UkAddressValues,
} from '../fields/uk-address-fields.js';
import { NumberedFieldset } from '../fields/numbered-fieldset.js';
import { useUkStepForm } from '../form/use-uk-step-form.js';

interface ShareClassValues {
  name: string;
  /** In pounds, as typed. */
  nominalValue: string;
}

interface ShareholderValues {
  name: string;
  address: UkAddressValues;
  className: string;
  shares: string;
  /** In pounds a share, as typed. */
  amountPaid: string;
}

interface Values {
  shareClasses: ShareClassValues[];
  shareholders: ShareholderValues[];
}

/** Companies House's register is in English: the usual class is named as it is filed. */
const ORDINARY = 'Ordinary';

const toCount = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * people/share-capital: the statement of capital of form IN01 (Companies Act
 * 2006 s. 10): the classes of shares with the nominal value of one share, and
 * the subscribers, each taking shares of a class and paying an amount for
 * each. A subscriber takes shares of one class here; the contract allows more.
 */
export function ShareCapitalStep() {
  const { t, locale } = useI18n();
  const decimal = decimalOf(locale);
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.ukIncorporation?.shareCapital;
  const savedClasses = saved?.shareClasses ?? [];
  const savedShareholders = saved?.shareholders ?? [];
  const emptyShareholder = (className: string, amountPaid: string): ShareholderValues => ({
    name: '',
    address: EMPTY_UK_ADDRESS,
    className,
    shares: '',
    amountPaid,
  });
  const { form, onSubmit, pending, failure, errorOf } = useUkStepForm<Values>({
    section: 'shareCapital',
    defaultValues: {
      shareClasses:
        savedClasses.length > 0
          ? savedClasses.map((shareClass) => ({
              name: shareClass.name,
              nominalValue: toAmountText(shareClass.nominalValuePence, decimal),
            }))
          : [{ name: ORDINARY, nominalValue: '1' }],
      shareholders:
        savedShareholders.length > 0
          ? savedShareholders.map((shareholder) => ({
              name: shareholder.name,
              address: toAddressValues(shareholder.address),
              className: shareholder.holdings[0]?.className ?? '',
              shares: String(shareholder.holdings[0]?.shares ?? ''),
              amountPaid: toAmountText(shareholder.holdings[0]?.amountPaidPerSharePence, decimal),
            }))
          : [emptyShareholder(ORDINARY, '1')],
    },
    toUpdate: ({ shareClasses, shareholders }) => ({
      shareCapital: {
        shareClasses: shareClasses.map((shareClass) => ({
          name: shareClass.name.trim(),
          nominalValuePence: toMinorUnits(shareClass.nominalValue),
        })),
        shareholders: shareholders.map((shareholder) => ({
          name: shareholder.name.trim(),
          address: fromAddressValues(shareholder.address),
          holdings: [
            {
              className: shareholder.className,
              shares: toCount(shareholder.shares),
              amountPaidPerSharePence: toMinorUnits(shareholder.amountPaid || '0'),
            },
          ],
        })),
      },
    }),
  });
  const classes = useFieldArray({ control: form.control, name: 'shareClasses' });
  const shareholders = useFieldArray({ control: form.control, name: 'shareholders' });
  const classNames = form
    .watch('shareClasses')
    .map((shareClass) => shareClass.name.trim())
    .filter((name) => name !== '');
  const classPath = (index: number, name: string) =>
    `shareClasses.${index}.${name}` as Path<Values>;
  const holderPath = (index: number, name: string) =>
    `shareholders.${index}.${name}` as Path<Values>;
  const holdingError = (index: number, name: string) =>
    errorOf(`shareholders.${index}.holdings.0.${name}` as Path<Values>);
  return (
    <StepFrame
      title={t('ukQuestionnaire.shareCapital.title')}
      description={t('ukQuestionnaire.shareCapital.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure ?? errorOf('shareClasses') ?? errorOf('shareholders')}
    >
      <section className="flex flex-col gap-4" aria-labelledby="uk-share-classes">
        <h2 id="uk-share-classes" className="text-lg font-semibold">
          {t('ukQuestionnaire.shareCapital.classesTitle')}
        </h2>
        {classes.fields.map((item, index) => (
          <NumberedFieldset
            key={item.id}
            legend={t('ukQuestionnaire.shareCapital.classHeading', { number: index + 1 })}
            remove={
              classes.fields.length > 1
                ? {
                    label: t('ukQuestionnaire.shareCapital.removeClass', { number: index + 1 }),
                    onClick: () => classes.remove(index),
                  }
                : undefined
            }
          >
            <TextField
              label={t('ukQuestionnaire.shareCapital.className')}
              hint={t('ukQuestionnaire.shareCapital.classNameHint')}
              maxLength={TEXT_LIMITS.name}
              error={
                errorOf(classPath(index, 'name')) ??
                errorOf(`shareClasses.${index}` as Path<Values>)
              }
              {...form.register(classPath(index, 'name'))}
            />
            <TextField
              label={t('ukQuestionnaire.shareCapital.nominalValue')}
              hint={t('ukQuestionnaire.shareCapital.nominalValueHint')}
              inputMode="decimal"
              autoComplete="off"
              className="sm:max-w-48"
              error={errorOf(classPath(index, 'nominalValuePence'))}
              {...form.register(classPath(index, 'nominalValue'))}
            />
          </NumberedFieldset>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() => classes.append({ name: '', nominalValue: '1' })}
        >
          {t('ukQuestionnaire.shareCapital.addClass')}
        </Button>
      </section>
      <section className="flex flex-col gap-4" aria-labelledby="uk-shareholders">
        <h2 id="uk-shareholders" className="text-lg font-semibold">
          {t('ukQuestionnaire.shareCapital.shareholdersTitle')}
        </h2>
        {shareholders.fields.map((item, index) => (
          <NumberedFieldset
            key={item.id}
            legend={t('ukQuestionnaire.shareCapital.shareholderHeading', { number: index + 1 })}
            remove={
              shareholders.fields.length > 1
                ? {
                    label: t('ukQuestionnaire.shareCapital.removeShareholder', {
                      number: index + 1,
                    }),
                    onClick: () => shareholders.remove(index),
                  }
                : undefined
            }
          >
            <TextField
              label={t('ukQuestionnaire.shareCapital.shareholderName')}
              hint={t('ukQuestionnaire.shareCapital.shareholderNameHint')}
              maxLength={TEXT_LIMITS.fullName}
              error={errorOf(holderPath(index, 'name'))}
              {...form.register(holderPath(index, 'name'))}
            />
            <UkAddressFields
              form={form}
              prefix={`shareholders.${index}.address`}
              errorOf={errorOf}
            />
            <SelectField
              label={t('ukQuestionnaire.shareCapital.holdingClass')}
              options={classNames.map((name) => ({ value: name, label: name }))}
              placeholder={t('ukQuestionnaire.shareCapital.chooseClass')}
              error={holdingError(index, 'className')}
              {...form.register(holderPath(index, 'className'))}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('ukQuestionnaire.shareCapital.shares')}
                inputMode="numeric"
                autoComplete="off"
                error={
                  holdingError(index, 'shares') ?? errorOf(`shareholders.${index}` as Path<Values>)
                }
                {...form.register(holderPath(index, 'shares'))}
              />
              <TextField
                label={t('ukQuestionnaire.shareCapital.amountPaid')}
                hint={t('ukQuestionnaire.shareCapital.amountPaidHint')}
                inputMode="decimal"
                autoComplete="off"
                error={holdingError(index, 'amountPaidPerSharePence')}
                {...form.register(holderPath(index, 'amountPaid'))}
              />
            </div>
          </NumberedFieldset>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() => shareholders.append(emptyShareholder(classNames[0] ?? '', ''))}
        >
          {t('ukQuestionnaire.shareCapital.addShareholder')}
        </Button>
      </section>
    </StepFrame>
  );
}
