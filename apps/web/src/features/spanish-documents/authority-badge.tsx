import { AUTHORITY_BADGE_COLOURS, type Authority } from '@foundly/domain';
import { cn } from '@foundly/ui';
import { useI18n } from '../../app/i18n/index.js';

const COLOURS: Record<(typeof AUTHORITY_BADGE_COLOURS)[Authority], string> = {
  orange: 'bg-orange-100 text-orange-900 dark:bg-orange-900/40 dark:text-orange-100',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-900/40 dark:text-blue-100',
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  purple: 'bg-purple-100 text-purple-900 dark:bg-purple-900/40 dark:text-purple-100',
  grey: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  teal: 'bg-teal-100 text-teal-900 dark:bg-teal-900/40 dark:text-teal-100',
  rose: 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100',
  sky: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
};

/** The issuing authority as a coloured badge: tax agency orange, social security blue (spec 02 §2). */
export function AuthorityBadge({ authority }: { authority: string }) {
  const { t } = useI18n();
  if (!(authority in AUTHORITY_BADGE_COLOURS)) return <span className="text-ink-muted">—</span>;
  const known = authority as Authority;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        COLOURS[AUTHORITY_BADGE_COLOURS[known]],
      )}
    >
      {t(`authorities.${known}`)}
    </span>
  );
}
