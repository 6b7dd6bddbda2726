import { buttonClasses } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import type { SummarySection, SummaryValue } from './summary-model.js';

export interface SummarySectionCardProps {
  section: SummarySection;
  format: (value: SummaryValue) => string[];
  /** The first step of the funnel, where 'Editar' leads; none once the answers are sent. */
  editPath: string | undefined;
}

/** One funnel's answers, read-only, with 'Editar' back to the funnel's first step. */
export function SummarySectionCard({ section, format, editPath }: SummarySectionCardProps) {
  const { t } = useI18n();
  const headingId = useId();
  const title = t(`spanishSummary.sections.${section.funnelName}`);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface-raised shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-4 sm:px-6">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {editPath && (
          <Link
            to={editPath}
            className={buttonClasses('secondary', 'shrink-0 px-3')}
            aria-label={t('spanishSummary.editLabel', { section: title })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('spanishSummary.edit')}
          </Link>
        )}
      </div>
      <dl className="divide-y divide-line">
        {section.rows.map((row) => (
          <div
            key={row.field}
            className="grid gap-0.5 px-4 py-3 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] sm:gap-6 sm:px-6"
          >
            <dt className="text-sm text-ink-muted sm:text-base">
              {t(`spanishSummary.fields.${row.field}`)}
            </dt>
            <dd className="font-medium break-words">
              {format(row.value).map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
