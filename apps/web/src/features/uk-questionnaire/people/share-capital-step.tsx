import { TEXT_LIMITS } from '@foundly/domain';
import { SelectField, TextField } from '@foundly/ui';
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
import { NumberedListSection } from '../fields/numbered-list-section.js';
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
      <NumberedListSection
        id="uk-share-classes"
        title={t('ukQuestionnaire.shareCapital.classesTitle')}
        items={classes.fields}
        legend={(number) => t('ukQuestionnaire.shareCapital.classHeading', { number })}
        removeLabel={(number) => t('ukQuestionnaire.shareCapital.removeClass', { number })}
        onRemove={classes.remove}
        addLabel={t('ukQuestionnaire.shareCapital.addClass')}
        onAdd={() => classes.append({ name: '', nominalValue: '1' })}
      >
        {(index) => (
          <>
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
          </>
        )}
      </NumberedListSection>
      <NumberedListSection
        id="uk-shareholders"
        title={t('ukQuestionnaire.shareCapital.shareholdersTitle')}
        items={shareholders.fields}
        legend={(number) => t('ukQuestionnaire.shareCapital.shareholderHeading', { number })}
        removeLabel={(number) => t('ukQuestionnaire.shareCapital.removeShareholder', { number })}
        onRemove={shareholders.remove}
        addLabel={t('ukQuestionnaire.shareCapital.addShareholder')}
        onAdd={() => shareholders.append(emptyShareholder(classNames[0] ?? '', ''))}
      >
        {(index) => (
          <>
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
          </>
        )}
      </NumberedListSection>
    </StepFrame>
  );
}
