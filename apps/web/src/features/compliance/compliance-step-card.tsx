import { formatCalendarDate } from '@foundly/domain';
import { ComplianceActionType, ComplianceStepState, type ComplianceStep } from '@foundly/proto';
import { Button, cn } from '@foundly/ui';
import { CalendarDays, ExternalLink, FileText } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../../app/i18n/index.js';

const STATE_STYLES: Record<ComplianceStepState, string> = {
  [ComplianceStepState.UNSPECIFIED]: 'border-line text-ink-muted',
  [ComplianceStepState.NEW]: 'border-line text-ink-muted',
  [ComplianceStepState.IN_PROGRESS]:
    'border-brand-700 text-brand-700 dark:border-brand-100 dark:text-brand-100',
  [ComplianceStepState.COMPLETE]: 'border-success text-success',
  [ComplianceStepState.SKIPPED]: 'border-line text-ink-muted line-through',
};

type StateName = 'NEW' | 'IN_PROGRESS' | 'COMPLETE' | 'SKIPPED';

function stateName(state: ComplianceStepState): StateName {
  return (ComplianceStepState[state] as StateName | 'UNSPECIFIED') === 'UNSPECIFIED'
    ? 'NEW'
    : (ComplianceStepState[state] as StateName);
}

/**
 * One step of the plan: title, state, deadline, description, forms and
 * sources; a NEW or IN_PROGRESS step can be marked completed or skipped.
 */
export function ComplianceStepCard({
  step,
  onAction,
  pendingAction,
}: {
  step: ComplianceStep;
  onAction: (action: ComplianceActionType) => void;
  /** The action being sent for this step, if any. */
  pendingAction: ComplianceActionType | undefined;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const open =
    step.state === ComplianceStepState.NEW || step.state === ComplianceStepState.IN_PROGRESS;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 id={titleId} className="font-semibold">
          {step.title}
        </h3>
        <span
          className={cn(
            'self-start rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
            STATE_STYLES[step.state],
          )}
        >
          {t(`compliance.plan.state.${stateName(step.state)}`)}
        </span>
      </div>
      <p className="flex items-center gap-2 text-sm font-medium">
        <CalendarDays aria-hidden className="size-4 shrink-0" />
        {step.initialDueDate
          ? t('compliance.plan.dueDate', { date: formatCalendarDate(step.initialDueDate) })
          : t('compliance.plan.noDueDate')}
      </p>
      <p className="text-ink-muted">{step.description}</p>
      {step.forms.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold">{t('compliance.plan.forms')}</h4>
          <ul className="flex flex-col gap-1">
            {step.forms.map((form) => (
              <li key={form.id} className="flex flex-wrap items-center gap-x-2 text-sm">
                <FileText aria-hidden className="size-4 shrink-0" />
                <span>{form.title}</span>
                <a
                  href={form.linkUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-brand-700 underline dark:text-brand-100"
                >
                  {form.linkText}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {step.additionalInfoLinks.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold">{t('compliance.plan.links')}</h4>
          <ul className="flex flex-col gap-1">
            {step.additionalInfoLinks.map((link) => (
              <li key={`${link.linkUrl}-${link.linkText}`} className="text-sm">
                <a
                  href={link.linkUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 text-brand-700 underline dark:text-brand-100"
                >
                  {link.linkText}
                  <ExternalLink aria-hidden className="size-3.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {open && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            onClick={() => onAction(ComplianceActionType.STEP_MARKED_COMPLETED)}
            loading={pendingAction === ComplianceActionType.STEP_MARKED_COMPLETED}
            disabled={pendingAction !== undefined}
            aria-describedby={titleId}
          >
            {t('compliance.plan.complete')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => onAction(ComplianceActionType.STEP_MARKED_SKIPPED)}
            loading={pendingAction === ComplianceActionType.STEP_MARKED_SKIPPED}
            disabled={pendingAction !== undefined}
            aria-describedby={titleId}
          >
            {t('compliance.plan.skip')}
          </Button>
        </div>
      )}
    </li>
  );
}
