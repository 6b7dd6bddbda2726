import { ConnectError } from '@connectrpc/connect';
import { DocumentIssueProblemsSchema } from '@foundly/proto';

/** The DocumentIssueProblems of a failed call's Connect error (its `cause`), if any. */
export function findIssueProblems(cause: unknown): { field: string; reason: string }[] {
  if (!(cause instanceof ConnectError)) return [];
  return cause
    .findDetails(DocumentIssueProblemsSchema)
    .flatMap((details) => details.problems.map(({ field, reason }) => ({ field, reason })));
}
