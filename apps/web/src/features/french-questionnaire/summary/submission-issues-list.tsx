import { useI18n } from '../../../app/i18n/index.js';
import { useArea } from '../../../app/area/use-area.js';
import { stepPath } from '../../questionnaire/step-context.js';
import { StepsToFixList } from '../../questionnaire/summary/steps-to-fix-list.js';
import type { IssueToFix } from '../../questionnaire/summary/submission-issue.js';

/** What a registry would refuse, each with a link to the step that fixes it. */
export function SubmissionIssuesList({ issues }: { issues: readonly IssueToFix[] }) {
  const { t, tDynamic } = useI18n();
  const { basePath } = useArea();
  return (
    <StepsToFixList
      id="submission-issues"
      title={t('identityAndSignature.summary.issuesTitle')}
      linkText={t('identityAndSignature.summary.fix')}
      items={issues.map((issue) => {
        const text = tDynamic(issue.messageKey, t('identityAndSignature.summary.issueFallback'));
        return {
          key: `${issue.funnelName}/${issue.stepName}/${issue.messageKey}`,
          text,
          to: stepPath(basePath, issue),
          linkLabel: t('identityAndSignature.summary.fixLabel', { issue: text }),
        };
      })}
    />
  );
}
