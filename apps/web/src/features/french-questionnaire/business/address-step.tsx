import { formatCityPostalCode, type PostalAddress } from '@foundly/domain';
import { AddressType } from '@foundly/proto';
import { useId, useState } from 'react';
import type { Path } from '../../../lib/form/paths.js';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { AddressFields } from '../fields/address-fields.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { toYesNo, type YesNoValue } from '../../questionnaire/fields/yes-no.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { fromChoice, toChoice } from '../fields/to-choice.js';

/** HOME is set by the server when the company is registered at the founder's home. */
const OFFICE_TYPES = [AddressType.DOMICILIATION, AddressType.COMMERCIAL_LEASE] as const;
const OFFICE_TYPE_NAMES = {
  [AddressType.DOMICILIATION]: 'DOMICILIATION',
  [AddressType.COMMERCIAL_LEASE]: 'COMMERCIAL_LEASE',
} as const;

interface Values {
  isRegisteredAddressSameAsPersonalAddress: YesNoValue;
  address: Required<PostalAddress>;
  /** The AddressType enumeration's number as the radio gives it; '' while none is chosen. */
  addressType: string;
}

const ALWAYS: readonly Path<Values>[] = ['isRegisteredAddressSameAsPersonalAddress'];
const ELSEWHERE: readonly Path<Values>[] = [
  ...ALWAYS,
  'address.street1',
  'address.postalCode',
  'address.city',
  'addressType',
];

/** The registered office of a French company is in France. */
const FRANCE = 'FR';

/**
 * business-information/address: the registered office, either the founder's
 * home (the server then copies the personal address) or another address in
 * France with its kind, which decides the proof asked for later.
 */
export function AddressStep() {
  const { t, locale } = useI18n();
  const homeTitleId = useId();
  const { data } = useCurrentOrder();
  const details = data?.questionnaire?.companyDetails;
  const home = data?.questionnaire?.personalInformation?.address;
  const atHome = details?.isRegisteredAddressSameAsPersonalAddress;
  const office = atHome === false ? details?.address : undefined;
  const [answer, setAnswer] = useState<YesNoValue>(toYesNo(atHome));
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: {
      isRegisteredAddressSameAsPersonalAddress: answer,
      address: {
        street1: office?.street1 ?? '',
        street2: office?.street2 ?? '',
        countryCode: FRANCE,
        postalCode: office?.postalCode ?? '',
        city: office?.city ?? '',
      },
      addressType: toChoice(details?.addressType, OFFICE_TYPES),
    },
    required: answer === 'no' ? ELSEWHERE : ALWAYS,
    toUpdate: (values) =>
      values.isRegisteredAddressSameAsPersonalAddress === 'yes'
        ? { companyDetails: { isRegisteredAddressSameAsPersonalAddress: true } }
        : {
            companyDetails: {
              isRegisteredAddressSameAsPersonalAddress: false,
              address: { ...values.address, countryCode: FRANCE },
              addressType: fromChoice<AddressType>(values.addressType),
            },
          },
  });
  const { register } = form;
  const country = home?.countryCode
    ? new Intl.DisplayNames([locale], { type: 'region' }).of(home.countryCode)
    : undefined;
  return (
    <StepFrame
      title={t('businessInformation.address.title')}
      description={t('businessInformation.address.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ChoiceField
        legend={t('businessInformation.address.sameAsPersonal')}
        inline
        choices={[
          { value: 'yes', label: t('questionnaire.yes') },
          { value: 'no', label: t('questionnaire.no') },
        ]}
        error={errorOf('isRegisteredAddressSameAsPersonalAddress')}
        {...register('isRegisteredAddressSameAsPersonalAddress', {
          onChange: (event: { target: { value: YesNoValue } }) => setAnswer(event.target.value),
        })}
      />
      {answer === 'yes' && home && (
        <section aria-labelledby={homeTitleId} className="rounded-xl bg-surface-muted p-4">
          <h2 id={homeTitleId} className="text-sm font-medium text-ink">
            {t('businessInformation.address.homeAddress')}
          </h2>
          <address className="mt-1 not-italic">
            {[home.street1, home.street2, formatCityPostalCode(home), country]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
          </address>
          <p className="mt-3 text-sm text-ink-muted">{t('businessInformation.address.homeHint')}</p>
        </section>
      )}
      {answer === 'no' && (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-3 font-semibold text-ink">
              {t('businessInformation.address.companyAddress')}
            </legend>
            <AddressFields name="address" register={register} errorOf={errorOf} franceOnly />
          </fieldset>
          <ChoiceField
            legend={t('businessInformation.address.addressType')}
            choices={OFFICE_TYPES.map((type) => ({
              value: String(type),
              label: t(`businessInformation.address.types.${OFFICE_TYPE_NAMES[type]}.label`),
              hint: t(`businessInformation.address.types.${OFFICE_TYPE_NAMES[type]}.hint`),
            }))}
            error={errorOf('addressType')}
            {...register('addressType')}
          />
        </>
      )}
    </StepFrame>
  );
}
