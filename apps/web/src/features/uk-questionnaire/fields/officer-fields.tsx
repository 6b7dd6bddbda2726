import { TEXT_LIMITS } from '@foundly/domain';
import { TextField } from '@foundly/ui';
import type { ReactNode } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import type { FieldValues, Path } from '../../../lib/form/paths.js';
import type { UseFormReturn } from '../../../lib/form/types.js';
import { CountrySelect } from '../../questionnaire/fields/country-select.js';
import {
  EMPTY_UK_ADDRESS,
  fromAddressValues,
  toAddressValues,
  UkAddressFields,
  type UkAddressValues,
} from './uk-address-fields.js';

/** What form IN01 asks of a director and of a person with significant control alike. */
export interface OfficerValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  countryOfResidence: string;
  serviceAddress: UkAddressValues;
  residentialAddress: UkAddressValues;
  personalCode: string;
}

export const EMPTY_OFFICER: OfficerValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: '',
  countryOfResidence: 'GB',
  serviceAddress: EMPTY_UK_ADDRESS,
  residentialAddress: EMPTY_UK_ADDRESS,
  personalCode: '',
};

interface StoredOfficer {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  countryOfResidence: string;
  serviceAddress?: Partial<UkAddressValues> | undefined;
  residentialAddress?: Partial<UkAddressValues> | undefined;
  personalCode: string;
}

/** A stored officer as form values. */
export function toOfficerValues(officer: StoredOfficer): OfficerValues {
  return {
    firstName: officer.firstName,
    lastName: officer.lastName,
    dateOfBirth: officer.dateOfBirth,
    nationality: officer.nationality,
    countryOfResidence: officer.countryOfResidence || 'GB',
    serviceAddress: toAddressValues(officer.serviceAddress),
    residentialAddress: toAddressValues(officer.residentialAddress),
    personalCode: officer.personalCode,
  };
}

/** Form values as the officer sent. */
export function fromOfficerValues(values: OfficerValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: values.dateOfBirth,
    nationality: values.nationality.trim(),
    countryOfResidence: values.countryOfResidence,
    personalCode: values.personalCode.trim(),
    serviceAddress: fromAddressValues(values.serviceAddress),
    residentialAddress: fromAddressValues(values.residentialAddress),
  };
}

/**
 * A person's fields under `prefix` in the form (e.g. `directors.0`): names,
 * date of birth, nationality, country of residence, the Companies House
 * personal code that shows their identity is verified, then the service and
 * home addresses. `extra` comes after the nationality (a director's occupation).
 */
export function OfficerFields<Values extends FieldValues>({
  form,
  prefix,
  errorOf,
  extra,
}: {
  form: UseFormReturn<Values>;
  prefix: string;
  errorOf: (path: Path<Values>) => string | undefined;
  extra?: ReactNode;
}) {
  const { t } = useI18n();
  const field = (name: string) => `${prefix}.${name}` as Path<Values>;
  return (
    <>
      <TextField
        label={t('ukQuestionnaire.person.firstName')}
        autoComplete="off"
        maxLength={TEXT_LIMITS.name}
        error={errorOf(field('firstName'))}
        {...form.register(field('firstName'))}
      />
      <TextField
        label={t('ukQuestionnaire.person.lastName')}
        autoComplete="off"
        maxLength={TEXT_LIMITS.name}
        error={errorOf(field('lastName'))}
        {...form.register(field('lastName'))}
      />
      <TextField
        type="date"
        label={t('ukQuestionnaire.person.dateOfBirth')}
        error={errorOf(field('dateOfBirth'))}
        {...form.register(field('dateOfBirth'))}
      />
      <TextField
        label={t('ukQuestionnaire.person.nationality')}
        maxLength={TEXT_LIMITS.name}
        error={errorOf(field('nationality'))}
        {...form.register(field('nationality'))}
      />
      {extra}
      <CountrySelect
        label={t('ukQuestionnaire.person.countryOfResidence')}
        first="GB"
        error={errorOf(field('countryOfResidence'))}
        {...form.register(field('countryOfResidence'))}
      />
      <TextField
        label={t('ukQuestionnaire.person.personalCode')}
        hint={t('ukQuestionnaire.person.personalCodeHint')}
        autoComplete="off"
        maxLength={14}
        error={errorOf(field('personalCode'))}
        {...form.register(field('personalCode'))}
      />
      <h3 className="text-sm font-semibold">{t('ukQuestionnaire.person.serviceAddress')}</h3>
      <UkAddressFields form={form} prefix={field('serviceAddress')} errorOf={errorOf} />
      <h3 className="text-sm font-semibold">{t('ukQuestionnaire.person.residentialAddress')}</h3>
      <UkAddressFields form={form} prefix={field('residentialAddress')} errorOf={errorOf} />
    </>
  );
}
