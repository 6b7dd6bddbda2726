import { useI18n } from '../../app/i18n/index.js';
import { toast } from '../../lib/toast.js';
import { getFailureMessage } from './api/failure-message.js';
import type { IssueProblem } from './api/read-issue-problems.js';
import { useIssueCommercialDocument } from './api/use-document-mutations.js';

/** What reads and words a refusal's missing mentions, loaded when one comes. */
const loadIssueProblems = () =>
  Promise.all([import('./api/read-issue-problems.js'), import('./issue-problem-text.js')]);

/**
 * Issues a draft: toast with its new number, or the reasons it is refused. A refusal that
 * lists missing mentions (DocumentIssueProblems) hands them to `onProblems` as well.
 */
export function useIssueDocument(onProblems?: (problems: IssueProblem[]) => void) {
  const i18n = useI18n();
  const issue = useIssueCommercialDocument();
  return {
    pending: issue.isPending,
    issue: async (id: string): Promise<boolean> => {
      try {
        const { document } = await issue.mutateAsync({ id });
        toast.success(i18n.t('invoicing.toasts.issued', { number: document?.invoiceNumber ?? '' }));
        return true;
      } catch (error) {
        const [{ readIssueProblems }, { getIssueProblemText }] = await loadIssueProblems();
        const problems = await readIssueProblems(error);
        if (problems.length > 0) {
          onProblems?.(problems);
          toast.error(i18n.t('invoicing.failures.issueBlocked'), {
            description: problems.map((problem) => getIssueProblemText(problem, i18n)).join(' · '),
          });
        } else {
          toast.error(getFailureMessage(error, i18n));
        }
        return false;
      }
    },
  };
}
