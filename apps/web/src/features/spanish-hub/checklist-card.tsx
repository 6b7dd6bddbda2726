import type { ChecklistCard as Card, SpanishChecklistEntry } from '@foundly/domain';
import { buttonClasses, cn, ProgressBar } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import {
  Briefcase,
  Building2,
  CheckCircle2,
  Clock,
  FileKey2,
  Lock,
  PenLine,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { areaPath } from '../../app/area/use-area.js';

const ICONS: Readonly<Record<SpanishChecklistEntry['funnel'], LucideIcon>> = {
  'digital-certificate': FileKey2,
  'personal-information': UserRound,
  'business-information': Briefcase,
  'company-formation': Building2,
  'final-summary': PenLine,
};

/**
 * One section of 'Tu Registro de alta': its time estimate, its questions
 * answered, and Continue (Edit once complete); the final summary stays
 * disabled until the sections it needs are complete.
 */
export function ChecklistCard({
  entry,
  card,
  basePath,
}: {
  entry: SpanishChecklistEntry;
  card: Card;
  basePath: string;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const Icon = ICONS[entry.funnel];
  const complete = card.action === 'edit';
  const title = t(`spanishHome.checklist.cards.${entry.funnel}.title`);
  const action = complete ? t('spanishHome.checklist.edit') : t('spanishHome.checklist.continue');
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-2xl border bg-surface-raised p-5 shadow-sm',
        complete ? 'border-success/40' : 'border-line',
      )}
    >
      <div className="flex items-start gap-4">
        <span
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
            complete
              ? 'bg-success/10 text-success'
              : 'bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100',
          )}
        >
          {complete ? (
            <CheckCircle2 className="size-6" aria-hidden="true" />
          ) : (
            <Icon className="size-6" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-balance">
            {title}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">
            {t(`spanishHome.checklist.cards.${entry.funnel}.body`)}
          </p>
        </div>
      </div>
      <div className="mt-auto flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1.5 text-ink-muted">
            <Clock className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('spanishHome.checklist.estimate')}</span>
            {t('spanishHome.checklist.minutes', { minutes: entry.minutes })}
          </span>
          <span className="font-medium">
            {complete && <span className="sr-only">{t('spanishHome.checklist.completed')} · </span>}
            {t('spanishHome.checklist.questions', { answered: card.answered, total: card.total })}
          </span>
        </div>
        <ProgressBar
          value={card.total === 0 ? 100 : (card.answered * 100) / card.total}
          label={t('spanishHome.checklist.progress', { section: title })}
        />
      </div>
      {card.disabled ? (
        <div className="flex flex-col gap-2">
          <button type="button" disabled className={buttonClasses('primary', 'w-full')}>
            <Lock className="size-4" aria-hidden="true" />
            {action}
          </button>
          <p className="text-sm text-ink-muted">{t('spanishHome.checklist.locked')}</p>
        </div>
      ) : (
        <Link
          to={areaPath(basePath, `/funnel/${card.target.funnelName}/${card.target.stepName}`)}
          className={buttonClasses(complete ? 'secondary' : 'primary', 'w-full')}
          aria-label={`${action}: ${title}`}
        >
          {action}
        </Link>
      )}
    </article>
  );
}
