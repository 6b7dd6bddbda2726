import { TEXT_LIMITS } from '@foundly/domain';
import { Button, TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import type { Path } from '../../../lib/form/paths.js';
import { useFieldArray } from '../../../lib/form/use-field-array.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { CountrySelect } from '../../questionnaire/fields/country-select.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import {
  EMPTY_UK_ADDRESS,
  fromAddressValues,
  toAddressValues,
  UkAddressFields,
  type UkAddressValues,
} from '../fields/uk-address-fields.js';
import { useUkStepForm } from '../form/use-uk-step-form.js';

interface DirectorValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  occupation: string;
  countryOfResidence: string;
  serviceAddress: UkAddressValues;
  residentialAddress: UkAddressValues;
  personalCode: string;
}

interface Values {
  directors: DirectorValues[];
}

const EMPTY_DIRECTOR: DirectorValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: '',
  occupation: '',
  countryOfResidence: 'GB',
  serviceAddress: EMPTY_UK_ADDRESS,
  residentialAddress: EMPTY_UK_ADDRESS,
  personalCode: '',
};

/**
 * people/directors: each director as form IN01 names them (a person, 16 or
 * older on the day of incorporation), with a service address for the public
 * register, a home address kept off it, and the Companies House personal
 * code that shows their identity is verified.
 */
export function DirectorsStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.ukIncorporation?.directors?.directors ?? [];
  const { form, onSubmit, pending, failure, errorOf } = useUkStepForm<Values>({
    section: 'directors',
    defaultValues: {
      directors:
        saved.length > 0
          ? saved.map((director) => ({
              firstName: director.firstName,
              lastName: director.lastName,
              dateOfBirth: director.dateOfBirth,
              nationality: director.nationality,
              occupation: director.occupation,
              countryOfResidence: director.countryOfResidence || 'GB',
              serviceAddress: toAddressValues(director.serviceAddress),
              residentialAddress: toAddressValues(director.residentialAddress),
              personalCode: director.personalCode,
            }))
          : [EMPTY_DIRECTOR],
    },
    toUpdate: ({ directors }) => ({
      directors: {
        directors: directors.map((director) => ({
          ...director,
          firstName: director.firstName.trim(),
          lastName: director.lastName.trim(),
          nationality: director.nationality.trim(),
          occupation: director.occupation.trim(),
          personalCode: director.personalCode.trim(),
          serviceAddress: fromAddressValues(director.serviceAddress),
          residentialAddress: fromAddressValues(director.residentialAddress),
        })),
      },
    }),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'directors' });
  const field = (index: number, name: string) => `directors.${index}.${name}` as Path<Values>;
  return (
    <StepFrame
      title={t('ukQuestionnaire.directors.title')}
      description={t('ukQuestionnaire.directors.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure ?? errorOf('directors')}
    >
      {fields.map((item, index) => (
        <fieldset
          key={item.id}
          className="flex min-w-0 flex-col gap-4 rounded-xl border border-line p-4"
        >
          <legend className="px-1 text-base font-semibold">
            {t('ukQuestionnaire.directors.heading', { number: index + 1 })}
          </legend>
          <TextField
            label={t('ukQuestionnaire.person.firstName')}
            autoComplete="off"
            maxLength={TEXT_LIMITS.name}
            error={errorOf(field(index, 'firstName'))}
            {...form.register(field(index, 'firstName'))}
          />
          <TextField
            label={t('ukQuestionnaire.person.lastName')}
            autoComplete="off"
            maxLength={TEXT_LIMITS.name}
            error={errorOf(field(index, 'lastName'))}
            {...form.register(field(index, 'lastName'))}
          />
          <TextField
            type="date"
            label={t('ukQuestionnaire.person.dateOfBirth')}
            error={errorOf(field(index, 'dateOfBirth'))}
            {...form.register(field(index, 'dateOfBirth'))}
          />
          <TextField
            label={t('ukQuestionnaire.person.nationality')}
            maxLength={TEXT_LIMITS.name}
            error={errorOf(field(index, 'nationality'))}
            {...form.register(field(index, 'nationality'))}
          />
          <TextField
            label={t('ukQuestionnaire.directors.occupation')}
            maxLength={TEXT_LIMITS.name}
            error={errorOf(field(index, 'occupation'))}
            {...form.register(field(index, 'occupation'))}
          />
          <CountrySelect
            label={t('ukQuestionnaire.person.countryOfResidence')}
            first="GB"
            error={errorOf(field(index, 'countryOfResidence'))}
            {...form.register(field(index, 'countryOfResidence'))}
          />
          <TextField
            label={t('ukQuestionnaire.person.personalCode')}
            hint={t('ukQuestionnaire.person.personalCodeHint')}
            autoComplete="off"
            maxLength={14}
            error={errorOf(field(index, 'personalCode'))}
            {...form.register(field(index, 'personalCode'))}
          />
          <h3 className="text-sm font-semibold">{t('ukQuestionnaire.person.serviceAddress')}</h3>
          <UkAddressFields
            form={form}
            prefix={`directors.${index}.serviceAddress`}
            errorOf={errorOf}
          />
          <h3 className="text-sm font-semibold">
            {t('ukQuestionnaire.person.residentialAddress')}
          </h3>
          <UkAddressFields
            form={form}
            prefix={`directors.${index}.residentialAddress`}
            errorOf={errorOf}
          />
          {fields.length > 1 && (
            <Button type="button" variant="secondary" onClick={() => remove(index)}>
              {t('ukQuestionnaire.directors.remove', { number: index + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      <Button type="button" variant="secondary" onClick={() => append(EMPTY_DIRECTOR)}>
        {t('ukQuestionnaire.directors.add')}
      </Button>
    </StepFrame>
  );
}
