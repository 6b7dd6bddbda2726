import { RpcError } from '@foundly/app-kit';

export interface IssueProblem {
  field: string;
  reason: string;
}

/**
 * What a refused IssueCommercialDocument lists as missing (DocumentIssueProblems in the
 * error's details). The reader needs the protobuf runtime and the contracts: it is fetched
 * with the first refusal, as the calls fetch them (app/rpc/call.ts), never with the page.
 */
export async function readIssueProblems(error: unknown): Promise<IssueProblem[]> {
  if (!(error instanceof RpcError)) return [];
  const { findIssueProblems } = await import('./issue-problems-detail.js');
  return findIssueProblems(error.cause);
}
