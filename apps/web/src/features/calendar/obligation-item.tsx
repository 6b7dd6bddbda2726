import type { AutonomoObligation } from '@foundly/domain';
import { cn } from '@foundly/ui';
import { CalendarClock, Star } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';
import { AUTHORITY_COLOURS } from './authority-colours.js';
import { useObligationText } from './use-obligation-text.js';

/**
 * One obligation of a month: what, for which period, its window and its
 * deadline; the next deadline stands out, a past one is greyed.
 */
export function ObligationItem({
  obligation,
  next,
  past,
}: {
  obligation: AutonomoObligation;
  next: boolean;
  past: boolean;
}) {
  const { t } = useI18n();
  const text = useObligationText()(obligation);
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-xl border border-l-4 border-line bg-surface-raised p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4',
        AUTHORITY_COLOURS[obligation.authority].bar,
        next && 'ring-2 ring-brand-600',
        past && 'opacity-60',
      )}
    >
      <div className="min-w-0 flex-1">
        {next && (
          <p className="mb-1 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            <Star className="size-3" aria-hidden="true" />
            {t('spanishHome.calendar.next')}
          </p>
        )}
        <p className="font-semibold">{text.name}</p>
        <p className="text-sm text-ink-muted">
          {text.authority} · {text.period}
        </p>
        {text.window && <p className="text-sm text-ink-muted">{text.window}</p>}
        {obligation.estimated && (
          <p className="mt-1 text-xs text-ink-muted">{t('spanishCalendar.estimated')}</p>
        )}
      </div>
      <div className="flex flex-col gap-1 sm:items-end sm:text-right">
        <p className="font-semibold whitespace-nowrap">
          {past && <span className="sr-only">{t('spanishHome.calendar.past')}: </span>}
          {text.deadlineLabel}
        </p>
        {obligation.moved && (
          <p className="inline-flex items-center gap-1 text-xs text-ink-muted">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            {obligation.kind === 'socialSecurityQuota'
              ? t('spanishHome.calendar.chargedEarlier')
              : t('spanishHome.calendar.moved')}
          </p>
        )}
      </div>
    </li>
  );
}
