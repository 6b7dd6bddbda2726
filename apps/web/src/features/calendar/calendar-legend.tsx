import { CalendarClock, Star } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { AUTHORITY_COLOURS } from './authority-colours.js';

/** What the colours and marks of the calendar mean. */
export function CalendarLegend() {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface-raised p-4"
    >
      <h2 id={headingId} className="text-sm font-semibold">
        {t('spanishHome.calendar.legend')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2 text-sm text-ink-muted sm:flex-row sm:flex-wrap sm:gap-x-6">
        {(['AEAT', 'TGSS'] as const).map((authority) => (
          <li key={authority} className="inline-flex items-center gap-2">
            <span
              className={`size-3 rounded-sm ${AUTHORITY_COLOURS[authority].dot}`}
              aria-hidden="true"
            />
            {t(`spanishCalendar.authorities.${authority}`)}
          </li>
        ))}
        <li className="inline-flex items-center gap-2">
          <Star className="size-4 text-brand-700 dark:text-brand-100" aria-hidden="true" />
          {t('spanishHome.calendar.next')}
        </li>
      </ul>
      <dl className="mt-3 flex flex-col gap-2 text-sm text-ink-muted">
        {(['moved', 'chargedEarlier'] as const).map((mark) => (
          <div key={mark} className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
            <dt className="inline-flex items-center gap-2 font-medium whitespace-nowrap text-ink">
              <CalendarClock className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
              {t(`spanishHome.calendar.${mark}`)}
            </dt>
            <dd className="pl-6 sm:pl-0">{t(`spanishCalendar.${mark}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
