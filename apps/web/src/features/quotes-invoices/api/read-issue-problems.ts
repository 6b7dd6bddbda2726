import { RpcError } from '@foundly/app-kit';

export interface IssueProblem {
  field: string;
  reason: string;
}

/**
 * What a refused IssueCommercialDocument lists as missing (DocumentIssueProblems in the
 * error's details). The contracts are imported here, when a refusal is read: they are
 * loaded by then, with the first call.
 */
export async function readIssueProblems(error: unknown): Promise<IssueProblem[]> {
  if (!(error instanceof RpcError)) return [];
  const [{ ConnectError }, { DocumentIssueProblemsSchema }] = await Promise.all([
    import('@connectrpc/connect'),
    import('@foundly/proto'),
  ]);
  if (!(error.cause instanceof ConnectError)) return [];
  return error.cause
    .findDetails(DocumentIssueProblemsSchema)
    .flatMap((details) => details.problems.map(({ field, reason }) => ({ field, reason })));
}
