import { Link } from '@tanstack/react-router';
import { AlertTriangle, ArrowRight } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { useArea } from '../../../app/area/use-area.js';
import type { IssueToFix } from './submission-issue.js';

/** What a registry would refuse, each with a link to the step that fixes it. */
export function SubmissionIssuesList({ issues }: { issues: readonly IssueToFix[] }) {
  const { t, tDynamic } = useI18n();
  const { basePath } = useArea();
  return (
    <section
      aria-labelledby="submission-issues"
      className="rounded-xl border border-danger/40 bg-danger/5 p-4"
    >
      <h2 id="submission-issues" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-5 shrink-0 text-danger" aria-hidden="true" />
        {t('identityAndSignature.summary.issuesTitle')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {issues.map((issue) => {
          const to: string = `${basePath}/funnel/${issue.funnelName}/${issue.stepName}`;
          const message = tDynamic(
            issue.messageKey,
            t('identityAndSignature.summary.issueFallback'),
          );
          return (
            <li
              key={`${issue.funnelName}/${issue.stepName}/${issue.messageKey}`}
              className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <span>{message}</span>
              <Link
                to={to}
                className="inline-flex min-h-11 shrink-0 items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-100"
                aria-label={t('identityAndSignature.summary.fixLabel', { issue: message })}
              >
                {t('identityAndSignature.summary.fix')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
