import { createConnectQueryKey, useMutation, useQuery } from '@connectrpc/connect-query';
import { formatCalendarDate, isCalendarDate } from '@foundly/domain';
import { ComplianceApprovalStatus, ComplianceBackofficeService } from '@foundly/proto';
import { Button } from '@foundly/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../app/i18n/index.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageLoader } from '../../components/page-loader.js';
import { Section } from '../../components/section.js';
import { useErrorMessage } from '../../hooks/use-error-message.js';
import { ComplianceStatusBadge } from './compliance-status-badge.js';

/**
 * One plan under review: the founder's answers (those outside the rules
 * flagged), its steps with a way to remove each, an obligation of the
 * content to add, then review and approval. Every change is audited by the
 * server; the page asks for the plan again after each.
 */
export function CompliancePlanReviewPage({ planId }: { planId: string }) {
  const { t, locale } = useI18n();
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const input = { planId, locale };
  const review = useQuery(ComplianceBackofficeService.method.getCompliancePlanReview, input);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({
          schema: ComplianceBackofficeService.method.getCompliancePlanReview,
          input,
          cardinality: 'finite',
        }),
      }),
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({
          schema: ComplianceBackofficeService.method.listCompliancePlansForReview,
          input: {},
          cardinality: 'finite',
        }),
      }),
    ]);
  const handlers = (success: string) => ({
    onSuccess: () => toast.success(success),
    onError: (error: unknown) => toast.error(`${t('compliance.failed')} ${describe(error)}`),
    onSettled: () => void refresh(),
  });
  const start = useMutation(
    ComplianceBackofficeService.method.startCompliancePlanReview,
    handlers(t('compliance.saved')),
  );
  const approve = useMutation(
    ComplianceBackofficeService.method.approveCompliancePlan,
    handlers(t('compliance.approved')),
  );
  const remove = useMutation(
    ComplianceBackofficeService.method.removeComplianceStep,
    handlers(t('compliance.saved')),
  );
  const add = useMutation(
    ComplianceBackofficeService.method.addComplianceStep,
    handlers(t('compliance.saved')),
  );
  const [obligationKey, setObligationKey] = useState('');
  const [dueDate, setDueDate] = useState('');
  const obligationId = useId();
  const dueDateId = useId();

  if (review.isPending) return <PageLoader />;
  if (review.isError)
    return <ErrorAlert error={review.error} onRetry={() => void review.refetch()} />;
  const { plan, summary, answers, addable } = review.data;
  if (!plan || !summary) return null;
  const reviewable =
    plan.approvalStatus === ComplianceApprovalStatus.NEEDS_APPROVAL ||
    plan.approvalStatus === ComplianceApprovalStatus.IN_REVIEW;

  return (
    <div className="flex flex-col gap-4">
      <Link to="/compliance" className="text-sm font-medium text-brand-700 underline">
        {t('compliance.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{summary.companyName || summary.customerEmail}</h1>
        <ComplianceStatusBadge value={plan.approvalStatus} />
      </div>
      <p className="text-sm text-ink-muted">
        {summary.customerEmail} · {summary.legalForm} · {plan.implementationVersion}
      </p>
      {reviewable && (
        <div className="flex flex-wrap gap-2">
          {plan.approvalStatus === ComplianceApprovalStatus.NEEDS_APPROVAL && (
            <Button
              variant="secondary"
              loading={start.isPending}
              onClick={() => start.mutate({ planId })}
            >
              {t('compliance.startReview')}
            </Button>
          )}
          <Button loading={approve.isPending} onClick={() => approve.mutate({ planId })}>
            {t('compliance.approve')}
          </Button>
        </div>
      )}
      <Section title={t('compliance.answers')}>
        <dl className="flex flex-col gap-3">
          {answers.map((answer) => (
            <div key={answer.question}>
              <dt className="text-sm text-ink-muted">{answer.question}</dt>
              <dd className="font-medium">
                {answer.answers.join(', ')}
                {answer.outsideCoverage && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {t('compliance.outside')}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t('compliance.steps')}>
        <div className="flex flex-col gap-4">
          {plan.sections.map((section) => (
            <div key={section.id}>
              <h3 className="font-semibold">{section.title}</h3>
              <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
                {section.steps.map((step) => (
                  <li
                    key={step.id}
                    className="flex flex-wrap items-center justify-between gap-2 p-3"
                  >
                    <span>
                      {step.title}
                      <span className="ml-2 text-sm text-ink-muted">
                        {step.initialDueDate
                          ? formatCalendarDate(step.initialDueDate)
                          : t('compliance.noDueDate')}
                      </span>
                    </span>
                    {reviewable && (
                      <Button
                        variant="ghost"
                        aria-label={t('compliance.removeLabel', { title: step.title })}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate({ planId, stepId: step.id })}
                      >
                        {t('compliance.remove')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {reviewable && addable.length > 0 && (
            <form
              className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:flex-row sm:items-end"
              onSubmit={(event) => {
                event.preventDefault();
                if (!obligationKey) return;
                add.mutate(
                  { planId, obligationKey, dueDate },
                  {
                    onSuccess: () => {
                      setObligationKey('');
                      setDueDate('');
                    },
                  },
                );
              }}
            >
              <div className="flex flex-1 flex-col gap-1">
                <label htmlFor={obligationId} className="text-sm font-medium">
                  {t('compliance.obligation')}
                </label>
                <select
                  id={obligationId}
                  value={obligationKey}
                  onChange={(event) => setObligationKey(event.target.value)}
                  className="rounded-lg border border-line bg-surface px-3 py-2"
                >
                  <option value="">{t('compliance.add')}</option>
                  {addable.map((option) => (
                    <option key={option.key} value={option.key}>
                      {option.sectionTitle} · {option.title}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={dueDateId} className="text-sm font-medium">
                  {t('compliance.dueDate')}
                </label>
                <input
                  id={dueDateId}
                  type="date"
                  value={dueDate}
                  onChange={(event) => setDueDate(event.target.value)}
                  className="rounded-lg border border-line bg-surface px-3 py-2"
                />
              </div>
              <Button
                type="submit"
                loading={add.isPending}
                disabled={!obligationKey || (dueDate !== '' && !isCalendarDate(dueDate))}
              >
                {t('compliance.addSubmit')}
              </Button>
            </form>
          )}
        </div>
      </Section>
    </div>
  );
}
