import { create } from '@bufbuild/protobuf';
import type { ConnectError } from '@connectrpc/connect';
import { DomainError, ErrorCode, type IssueProblem } from '@foundly/domain';
import { DocumentIssueProblemsSchema } from '@foundly/proto';
import { toConnectError } from '../../rpc/errors.js';

/** A draft that lacks mandatory mentions: failed_precondition naming each. */
export class DocumentNotIssuableError extends DomainError {
  constructor(readonly problems: readonly IssueProblem[]) {
    super(
      ErrorCode.CommercialDocumentNotIssuable,
      `Mandatory mentions missing: ${problems.map((problem) => `${problem.field} (${problem.reason})`).join(', ')}`,
    );
  }
}

/** The Connect error of a refused issue, with the DocumentIssueProblems detail the clients read. */
export function toIssueConnectError(error: DocumentNotIssuableError): ConnectError {
  const connectError = toConnectError(error);
  connectError.details.push({
    desc: DocumentIssueProblemsSchema,
    value: create(DocumentIssueProblemsSchema, { problems: [...error.problems] }),
  });
  return connectError;
}
