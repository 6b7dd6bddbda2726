import { formatCityPostalCode } from '@foundly/domain';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { useCallback, useMemo } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import type { ChoiceGroup, SummaryValue } from './summary-model.js';

/** Where each group of enumerated answers is translated. */
const CHOICE_KEYS: Readonly<Record<ChoiceGroup, string>> = {
  gender: 'identityAndSignature.values.gender',
  maritalStatus: 'identityAndSignature.values.maritalStatus',
  spouseRole: 'identityAndSignature.values.spouseRole',
  employmentStatus: 'identityAndSignature.values.employmentStatus',
  monthlyIncome: 'identityAndSignature.values.monthlyIncome',
  addressType: 'identityAndSignature.values.addressType',
  activityType: 'identityAndSignature.values.activityType',
  vatRegime: 'identityAndSignature.values.vatRegime',
  vatFrequency: 'identityAndSignature.values.vatFrequency',
  paymentVolume: 'identityAndSignature.values.paymentVolume',
  urssafFrequency: 'identityAndSignature.values.urssafFrequency',
  identityType: 'identityAndSignature.identityTypes',
  proofType: 'identityAndSignature.proofTypes',
};

/** A NIR in its printed groups: sex, year, month, department, commune, order, key. */
const NIR_GROUPS = /^([12378])(\d{2})(\d{2})(\d[\dAB])(\d{3})(\d{3})(\d{2})$/i;

/**
 * Formats a summary answer for people, in the interface language: countries
 * and dates named, enumerations translated, activities with their NAF
 * labels. Returns one string per line.
 */
export function useFormatSummaryValue(activityLabels: ReadonlyMap<string, string>) {
  const { t, tDynamic, locale } = useI18n();
  const formats = useMemo(
    () => ({
      countries: new Intl.DisplayNames([locale], { type: 'region' }),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
      dayMonth: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
      euros: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }),
      number: new Intl.NumberFormat(locale),
    }),
    [locale],
  );
  const country = useCallback(
    (code: string) => (code ? (formats.countries.of(code) ?? code) : ''),
    [formats],
  );
  const date = useCallback(
    (iso: string) => {
      const parsed = new Date(`${iso}T00:00:00Z`);
      return Number.isNaN(parsed.getTime()) ? iso : formats.date.format(parsed);
    },
    [formats],
  );

  return useCallback(
    (value: SummaryValue): string[] => {
      switch (value.kind) {
        case 'text':
          return [value.text];
        case 'nir': {
          const compact = value.value.replace(/\s/g, '');
          const groups = NIR_GROUPS.exec(compact);
          return [groups ? groups.slice(1).join(' ') : value.value];
        }
        case 'choice':
          return [tDynamic(`${CHOICE_KEYS[value.group]}.${value.value}`, value.value)];
        case 'yesNo':
          return [value.value ? t('questionnaire.yes') : t('questionnaire.no')];
        case 'date':
          return [date(value.iso)];
        case 'dayMonth': {
          const [day, month] = value.value.split('/').map(Number);
          if (!day || !month) return [value.value];
          return [formats.dayMonth.format(new Date(Date.UTC(2000, month - 1, day)))];
        }
        case 'country':
          return [country(value.code)];
        case 'address':
          return [
            value.address.street1 ?? '',
            value.address.street2 ?? '',
            formatCityPostalCode(value.address),
            country(value.address.countryCode ?? ''),
          ].filter(Boolean);
        case 'birthPlace':
          return [[value.place, country(value.country)].filter(Boolean).join(', ')];
        case 'phone': {
          const { code, number } = value.phone;
          const parsed = parsePhoneNumberFromString(number ?? '', code as CountryCode);
          return [parsed?.formatInternational() ?? number ?? ''];
        }
        case 'euros':
          return [formats.euros.format(value.amount)];
        case 'years':
          return [
            t(
              value.count === 1
                ? 'identityAndSignature.values.year'
                : 'identityAndSignature.values.years',
              { count: value.count },
            ),
          ];
        case 'number':
          return [formats.number.format(value.value)];
        case 'files':
          return value.names;
        case 'activities':
          return value.codes.map((code) => {
            const label = activityLabels.get(code);
            return label ? `${code} – ${label}` : code;
          });
        case 'note':
          return [t(`identityAndSignature.values.notes.${value.note}`)];
      }
    },
    [activityLabels, country, date, formats, t, tDynamic],
  );
}
