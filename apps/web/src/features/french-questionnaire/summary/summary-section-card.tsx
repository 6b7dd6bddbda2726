import { useI18n } from '../../../app/i18n/index.js';
import { EditStepLink } from '../../questionnaire/summary/edit-step-link.js';
import { SummaryCard, SummaryRows } from '../../questionnaire/summary/summary-card.js';
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
  return (
    <SummaryCard
      title={tDynamic(`questionnaire.funnels.${section.funnelName}`, section.funnelName)}
      layout="steps"
    >
      <ul className="mt-2 divide-y divide-line">
        {section.steps.map((step) => {
          const firstLabel = step.rows[0]
            ? t(`identityAndSignature.fields.${step.rows[0].field}`)
            : step.stepName;
          return (
            <li key={step.stepName} className="flex items-start gap-2 px-4 py-4 sm:gap-4 sm:px-6">
              <SummaryRows
                rows={step.rows}
                layout="steps"
                labelOf={(field) => t(`identityAndSignature.fields.${field}`)}
                format={format}
              />
              {editable && (
                <EditStepLink step={step} item={firstLabel} className="-mt-2 -mr-2 shrink-0 px-3" />
              )}
            </li>
          );
        })}
      </ul>
    </SummaryCard>
  );
}
