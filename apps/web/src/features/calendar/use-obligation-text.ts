import type { AutonomoObligation } from '@foundly/domain';
import { useCallback } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { formatIsoDate } from './calendar-months.js';

/**
 * The name of a month (1–12) in the page's language, as written inside a
 * sentence ('enero', 'January'), or with its year as a heading ('Enero de 2026').
 */
export function useMonthName(): (month: number, headingYear?: number) => string {
  const { locale } = useI18n();
  return useCallback(
    (month, headingYear) => {
      const text = new Intl.DateTimeFormat(locale, {
        month: 'long',
        ...(headingYear === undefined ? {} : { year: 'numeric' }),
        timeZone: 'UTC',
      }).format(Date.UTC(headingYear ?? 2000, month - 1, 1));
      return headingYear === undefined
        ? text
        : text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
    },
    [locale],
  );
}

/** What one obligation says: its name, its period, its window and its deadline, translated. */
export function useObligationText() {
  const { t } = useI18n();
  const monthName = useMonthName();
  return useCallback(
    (obligation: AutonomoObligation) => {
      const { period } = obligation;
      const quota = obligation.kind === 'socialSecurityQuota';
      return {
        name: t(`spanishCalendar.obligations.${obligation.kind}.name`),
        description: t(`spanishCalendar.obligations.${obligation.kind}.description`),
        authority: t(`spanishCalendar.authorities.${obligation.authority}`),
        period:
          period.kind === 'quarter'
            ? t('spanishCalendar.period.quarter', { quarter: period.quarter, year: period.year })
            : period.kind === 'month'
              ? t('spanishCalendar.period.month', {
                  month: monthName(period.month),
                  year: period.year,
                })
              : t('spanishCalendar.period.year', { year: period.year }),
        window: quota
          ? undefined
          : t('spanishCalendar.window', {
              start: formatIsoDate(obligation.windowStart),
              end: formatIsoDate(obligation.windowEnd),
            }),
        deadline: formatIsoDate(obligation.deadline),
        deadlineLabel: quota
          ? t('spanishCalendar.charge', { date: formatIsoDate(obligation.deadline) })
          : t('spanishCalendar.deadline', { date: formatIsoDate(obligation.deadline) }),
      };
    },
    [monthName, t],
  );
}
