import { getMutualName } from '@foundly/domain';
import { LegalForm } from '@foundly/proto';
import { useCallback, useMemo } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { getCurrencyCode } from '../business/currencies.js';
import { formatIbanGroups } from '../business/iban-format.js';
import { formatDayMonthYear, formatNuss } from './format-values.js';
import type { SummaryValue } from './summary-model.js';

/**
 * Formats a summary answer for people, in the interface language: countries
 * named, dates as dd/mm/yyyy, amounts in their currency, the IBAN by groups
 * of 4. Returns one string per line.
 */
export function useFormatSummaryValue() {
  const { t, tDynamic, locale } = useI18n();
  const countries = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const percent = useMemo(
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
    [locale],
  );
  const country = useCallback(
    (code: string) => countries.of(code.toUpperCase()) ?? code,
    [countries],
  );
  return useCallback(
    (value: SummaryValue): string[] => {
      switch (value.kind) {
        case 'text':
          return [value.text];
        case 'date':
          return [formatDayMonthYear(value.iso)];
        case 'yesNo':
          return [value.value ? t('questionnaire.yes') : t('questionnaire.no')];
        case 'country':
          return [country(value.code)];
        case 'percent':
          return [percent.format(value.value / 100)];
        case 'money': {
          const currency = getCurrencyCode(value.currency) ?? 'EUR';
          return [
            new Intl.NumberFormat(locale, {
              style: 'currency',
              currency,
              minimumFractionDigits: Number.isInteger(value.amount) ? 0 : 2,
              maximumFractionDigits: 2,
            }).format(value.amount),
          ];
        }
        case 'nuss':
          return [formatNuss(value.value)];
        case 'iban':
          return [formatIbanGroups(value.value)];
        case 'address': {
          const { streetName, streetNumber, buildingNumber, postalCode, city } = value.address;
          return [
            [streetName, streetNumber].filter(Boolean).join(', '),
            buildingNumber ?? '',
            [postalCode, city].filter(Boolean).join(' '),
          ].filter(Boolean);
        }
        case 'legalForm': {
          const name = LegalForm[value.value];
          return [tDynamic(`spanishSummary.legalForms.${name}`, name)];
        }
        case 'businessType':
          return [t(`spanishSummary.businessTypes.${value.value}`)];
        case 'mutual':
          return [getMutualName(value.value) ?? ''];
        case 'lines':
          return value.lines;
        case 'choice':
          return [tDynamic(`spanishCompany.${value.key}`, value.key)];
      }
    },
    [country, locale, percent, t, tDynamic],
  );
}
