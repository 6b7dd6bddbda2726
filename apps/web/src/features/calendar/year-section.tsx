import type { AutonomoObligation } from '@foundly/domain';
import { Button } from '@foundly/ui';
import { useId, useState } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { groupByMonth } from './calendar-months.js';
import { ObligationItem } from './obligation-item.js';
import { useMonthName } from './use-obligation-text.js';

/**
 * The obligations of one year, month by month. The months already over are
 * folded away behind a button, so that the page opens on what is coming.
 */
export function YearSection({
  year,
  obligations,
  today,
  nextId,
}: {
  year: number;
  obligations: readonly AutonomoObligation[];
  today: string;
  nextId: string | undefined;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const monthName = useMonthName();
  const [showPast, setShowPast] = useState(false);
  const months = groupByMonth(obligations);
  const currentMonth = today.slice(0, 7);
  const pastMonths = months.filter((month) => month.key < currentMonth);
  const shown = showPast ? months : months.filter((month) => month.key >= currentMonth);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold">
        {year}
      </h2>
      {pastMonths.length > 0 && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setShowPast((shownPast) => !shownPast)}
          aria-expanded={showPast}
        >
          {showPast
            ? t('spanishHome.calendar.hidePast')
            : t('spanishHome.calendar.showPast', { count: pastMonths.length })}
        </Button>
      )}
      {shown.map((month) => (
        <section
          key={month.key}
          aria-labelledby={`${headingId}-${month.key}`}
          className="flex flex-col gap-2"
        >
          <h3 id={`${headingId}-${month.key}`} className="font-semibold text-ink-muted">
            {monthName(month.month, month.year)}
          </h3>
          <ul className="flex flex-col gap-2">
            {month.obligations.map((obligation) => (
              <ObligationItem
                key={obligation.id}
                obligation={obligation}
                next={obligation.id === nextId}
                past={obligation.deadline < today}
              />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
