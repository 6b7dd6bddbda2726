import { getChecklistCard, SPANISH_CHECKLIST } from '@foundly/domain';
import type { QuestionnaireProgress } from '@foundly/domain';
import { useId } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { useArea } from '../../app/area/use-area.js';
import { ChecklistCard } from './checklist-card.js';

/** 'Tu Registro de alta': the four sections the founder fills in from the hub, in any order. */
export function ChecklistScreen({ progress }: { progress: QuestionnaireProgress }) {
  const { t } = useI18n();
  const { basePath } = useArea();
  const titleId = useId();
  const entries = SPANISH_CHECKLIST.filter((entry) =>
    progress.funnels.some((funnel) => funnel.name === entry.funnel),
  );
  const done = entries.filter(
    (entry) => getChecklistCard(progress, entry.funnel).action === 'edit',
  );
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          {t('spanishHome.checklist.title')}
        </h2>
        <p className="mt-1 text-ink-muted">
          {t('spanishHome.checklist.summary', { done: done.length, total: entries.length })}
        </p>
      </div>
      <ol className="grid gap-4 md:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.funnel}>
            <ChecklistCard
              entry={entry}
              card={getChecklistCard(progress, entry.funnel)}
              basePath={basePath}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
