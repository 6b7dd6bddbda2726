import type { AutonomoObligation } from '@foundly/domain';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { daysBetween } from './calendar-months.js';
import { useObligationText } from './use-obligation-text.js';

/** 'Próximo vencimiento': the next thing to file or pay, and in how many days. */
export function NextDeadlineCard({
  obligation,
  today,
}: {
  obligation: AutonomoObligation;
  today: string;
}) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const text = useObligationText()(obligation);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(
    daysBetween(today, obligation.deadline),
    'day',
  );
  return (
    <section
      aria-labelledby={headingId}
      className="flex gap-4 rounded-2xl border border-brand-600 bg-brand-50 p-5 dark:bg-brand-800/20"
    >
      <BellRing
        className="mt-1 size-6 shrink-0 text-brand-700 dark:text-brand-100"
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <h2
          id={headingId}
          className="text-sm font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-100"
        >
          {t('spanishHome.calendar.next')}
        </h2>
        <p className="mt-1 text-lg font-bold">{text.name}</p>
        <p className="text-sm text-ink-muted">
          {text.authority} · {text.period}
        </p>
        <p className="mt-2 font-semibold">
          {text.deadlineLabel}{' '}
          <span className="font-normal text-ink-muted">
            ({t('spanishHome.calendar.dueIn', { relative })})
          </span>
        </p>
        {text.window && <p className="text-sm text-ink-muted">{text.window}</p>}
        <p className="mt-2 text-sm text-ink-muted">{text.description}</p>
      </div>
    </section>
  );
}
