import type { SubmissionIssue } from '@foundly/proto';

/** Something to fix before sending, with the step where it is fixed. */
export interface IssueToFix {
  /** A translation key, e.g. questionnaireIssues.spouseMissing. */
  messageKey: string;
  funnelName: string;
  stepName: string;
}

/** The issues GetSubmissionIssues returns. */
export function fromSubmissionIssues(issues: readonly SubmissionIssue[]): IssueToFix[] {
  return issues.map(({ code, funnelName, stepName }) => ({
    messageKey: `questionnaireIssues.${code}`,
    funnelName,
    stepName,
  }));
}

/**
 * The issues a refused ConfirmOrder carries (reason SUBMISSION_INCOMPLETE):
 * one field violation each, the field naming the step as `funnel/step` and
 * the description the translation key.
 */
export function fromFieldViolations(
  fields: readonly { field: string; description: string }[],
): IssueToFix[] {
  return fields.flatMap(({ field, description }) => {
    const [funnelName, stepName] = field.split('/');
    return funnelName && stepName ? [{ messageKey: description, funnelName, stepName }] : [];
  });
}
