import { buttonClasses } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { useArea } from '../../../app/area/use-area.js';
import type { SummarySection, SummaryValue } from './summary-model.js';

export interface SummarySectionCardProps {
  section: SummarySection;
  format: (value: SummaryValue) => string[];
  /** Whether the answers can still be changed (the file is not sent yet). */
  editable: boolean;
}

/** One funnel's answers, step by step, each step with a link back to it. */
export function SummarySectionCard({ section, format, editable }: SummarySectionCardProps) {
  const { t, tDynamic } = useI18n();
  const { basePath } = useArea();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface-raised shadow-sm"
    >
      <h2 id={headingId} className="px-4 pt-5 text-lg font-semibold sm:px-6">
        {tDynamic(`questionnaire.funnels.${section.funnelName}`, section.funnelName)}
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {section.steps.map((step) => {
          const to: string = `${basePath}/funnel/${step.funnelName}/${step.stepName}`;
          const firstLabel = step.rows[0]
            ? t(`identityAndSignature.fields.${step.rows[0].field}`)
            : step.stepName;
          return (
            <li key={step.stepName} className="flex items-start gap-2 px-4 py-4 sm:gap-4 sm:px-6">
              <dl className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-x-6">
                {step.rows.map((row) => (
                  <div key={row.field} className="flex min-w-0 flex-col gap-0.5 sm:contents">
                    <dt className="text-sm text-ink-muted">
                      {t(`identityAndSignature.fields.${row.field}`)}
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
              {editable && (
                <Link
                  to={to}
                  className={buttonClasses('ghost', '-mt-2 -mr-2 shrink-0 px-3')}
                  aria-label={t('identityAndSignature.summary.editLabel', { item: firstLabel })}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">
                    {t('identityAndSignature.summary.edit')}
                  </span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
