import { buttonClasses } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { SummaryCard, SummaryRows } from '../../questionnaire/summary/summary-card.js';
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
  const title = t(`spanishSummary.sections.${section.funnelName}`);
  return (
    <SummaryCard
      title={title}
      layout="funnel"
      action={
        editPath && (
          <Link
            to={editPath}
            className={buttonClasses('secondary', 'shrink-0 px-3')}
            aria-label={t('spanishSummary.editLabel', { section: title })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('spanishSummary.edit')}
          </Link>
        )
      }
    >
      <SummaryRows
        rows={section.rows}
        layout="funnel"
        labelOf={(field) => t(`spanishSummary.fields.${field}`)}
        format={format}
      />
    </SummaryCard>
  );
}
