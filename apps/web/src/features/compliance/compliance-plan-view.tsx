import {
  ComplianceStepState,
  type ComplianceActionType,
  type CompliancePlan,
} from '@foundly/proto';
import { Card } from '@foundly/ui';
import { CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { ComplianceStepCard } from './compliance-step-card.js';

/** The plan (spec 02 §2): its sections with their steps, and the calendar feed to subscribe to. */
export function CompliancePlanView({
  plan,
  onAction,
  pending,
  failed,
}: {
  plan: CompliancePlan;
  onAction: (stepId: string, action: ComplianceActionType) => void;
  /** The step and action being sent, if any. */
  pending: { stepId: string; action: ComplianceActionType } | undefined;
  failed: boolean;
}) {
  const { t } = useI18n();
  const hintId = useId();
  const steps = plan.sections.flatMap((section) => section.steps);
  const done = steps.filter(
    (step) =>
      step.state === ComplianceStepState.COMPLETE || step.state === ComplianceStepState.SKIPPED,
  ).length;
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{t('compliance.plan.title')}</h2>
        <p className="text-ink-muted">{t('compliance.plan.intro')}</p>
        <p className="text-sm font-medium">
          {t('compliance.plan.summary', { done, total: steps.length })}
        </p>
        {plan.calendarUrl && (
          <div className="flex flex-col gap-1">
            <a
              href={plan.calendarUrl.replace(/^https?:/, 'webcal:')}
              aria-describedby={hintId}
              className="inline-flex items-center gap-2 self-start font-medium text-brand-700 underline dark:text-brand-100"
            >
              <CalendarPlus aria-hidden className="size-4" />
              {t('compliance.plan.calendar')}
            </a>
            <p id={hintId} className="text-sm text-ink-muted">
              {t('compliance.plan.calendarHint')}
            </p>
          </div>
        )}
        <p className="text-xs text-ink-muted">
          {t('compliance.plan.version', { version: plan.implementationVersion })}
        </p>
      </Card>
      {failed && (
        <p role="alert" className="rounded-xl border border-danger p-3 text-danger">
          {t('compliance.plan.actionFailed')}
        </p>
      )}
      {plan.sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`section-${section.id}`}
          className="flex flex-col gap-3"
        >
          <div>
            <h2 id={`section-${section.id}`} className="text-lg font-semibold">
              {section.title}
            </h2>
            <p className="text-sm text-ink-muted">{section.description}</p>
          </div>
          <ul className="flex flex-col gap-3">
            {section.steps.map((step) => (
              <ComplianceStepCard
                key={step.id}
                step={step}
                pendingAction={pending?.stepId === step.id ? pending.action : undefined}
                onAction={(action) => onAction(step.id, action)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
