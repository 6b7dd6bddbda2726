import { getAutonomoTaxCalendar, getCalendarDate, SPANISH_TIME_ZONE } from '@foundly/domain';
import { Link } from '@tanstack/react-router';
import { areaPath, useArea } from '../../app/area/use-area.js';
import { useI18n } from '../../app/i18n/index.js';
import { CalendarLegend } from './calendar-legend.js';
import { findNextDeadline } from './calendar-months.js';
import { NextDeadlineCard } from './next-deadline-card.js';
import { YearSection } from './year-section.js';

/**
 * 'Calendario Oficial': what an autónomo files and pays this year and next,
 * with the legal windows and deadlines, the next deadline first.
 */
export function CalendarPage() {
  const { t } = useI18n();
  const { basePath } = useArea();
  const today = getCalendarDate(new Date(), SPANISH_TIME_ZONE);
  const year = Number(today.slice(0, 4));
  const years = [year, year + 1].map((calendarYear) => ({
    calendarYear,
    obligations: getAutonomoTaxCalendar(calendarYear),
  }));
  const next = findNextDeadline(
    years.flatMap((entry) => entry.obligations),
    today,
  );
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('pages.calendar.title')}</h1>
        <p className="mt-2 text-ink-muted">
          {t('spanishHome.calendar.subtitle', { year, nextYear: year + 1 })}
        </p>
      </header>
      {next && <NextDeadlineCard obligation={next} today={today} />}
      <Link
        to={areaPath(basePath, '/accounting/quarters')}
        className="self-start font-semibold text-brand-700 underline dark:text-brand-100"
      >
        {t('taxQuarters.quartersLink')}
      </Link>
      <CalendarLegend />
      {years.map(({ calendarYear, obligations }) => (
        <YearSection
          key={calendarYear}
          year={calendarYear}
          obligations={obligations}
          today={today}
          nextId={next?.id}
        />
      ))}
      <p className="text-sm text-ink-muted">
        {t('spanishHome.calendar.disclaimer')} {t('spanishCalendar.holidaysNote')}
      </p>
    </section>
  );
}
