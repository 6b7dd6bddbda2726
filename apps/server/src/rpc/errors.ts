import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, createContextKey, type Interceptor } from '@connectrpc/connect';
import { codeToHttpStatus } from '@connectrpc/connect/protocol-connect';
import { DomainError, ErrorCode } from '@foundly/domain';
import { ErrorDetailSchema, FieldViolationSchema } from '@foundly/proto';
import type { FastifyBaseLogger } from 'fastify';

/** Each domain error code and the Connect code a client receives. */
const CONNECT_CODES: Record<ErrorCode, Code> = {
  [ErrorCode.Unauthenticated]: Code.Unauthenticated,
  [ErrorCode.CustomerNotFound]: Code.NotFound,
  [ErrorCode.AccountNotFound]: Code.NotFound,
  [ErrorCode.OrderNotFound]: Code.NotFound,
  [ErrorCode.NotYours]: Code.PermissionDenied,
  [ErrorCode.InvalidArgument]: Code.InvalidArgument,
  [ErrorCode.ReauthenticationRequired]: Code.FailedPrecondition,
  [ErrorCode.PasswordNotSet]: Code.FailedPrecondition,
  [ErrorCode.DocumentNotFound]: Code.NotFound,
  [ErrorCode.DocumentNotDeletable]: Code.PermissionDenied,
  [ErrorCode.UploadNotFound]: Code.NotFound,
  [ErrorCode.UploadExpired]: Code.FailedPrecondition,
  [ErrorCode.UploadAlreadyUsed]: Code.FailedPrecondition,
  [ErrorCode.InvalidFile]: Code.InvalidArgument,
  [ErrorCode.FileTooLarge]: Code.InvalidArgument,
  [ErrorCode.StorageFailed]: Code.Unavailable,
  [ErrorCode.UploadNotReceived]: Code.FailedPrecondition,
  [ErrorCode.UploadContentMismatch]: Code.InvalidArgument,
  [ErrorCode.QuestionnaireLocked]: Code.FailedPrecondition,
  [ErrorCode.OrderNotPaid]: Code.FailedPrecondition,
  [ErrorCode.SubmissionIncomplete]: Code.FailedPrecondition,
  [ErrorCode.OrderNotPayable]: Code.FailedPrecondition,
  [ErrorCode.FiscalTerritoryNotSupported]: Code.FailedPrecondition,
  [ErrorCode.CheckoutFailed]: Code.Unavailable,
  [ErrorCode.CheckoutSuperseded]: Code.FailedPrecondition,
  [ErrorCode.PaymentNotFound]: Code.NotFound,
  [ErrorCode.CertificatePasswordWrong]: Code.InvalidArgument,
  [ErrorCode.CertificateExpired]: Code.FailedPrecondition,
  [ErrorCode.CertificateNotYetValid]: Code.FailedPrecondition,
  [ErrorCode.OcrFailed]: Code.Unavailable,
  [ErrorCode.DocumentUnreadable]: Code.InvalidArgument,
  [ErrorCode.NotOperator]: Code.PermissionDenied,
  [ErrorCode.StatusChanged]: Code.FailedPrecondition,
  [ErrorCode.TransitionNotAllowed]: Code.FailedPrecondition,
  [ErrorCode.SignatureRequestOpen]: Code.FailedPrecondition,
  [ErrorCode.OrderNotAvailable]: Code.FailedPrecondition,
  [ErrorCode.BusinessAccountNotOffered]: Code.FailedPrecondition,
  [ErrorCode.BusinessAccountAlreadySubscribed]: Code.FailedPrecondition,
  [ErrorCode.CapitalDepositNotOpened]: Code.FailedPrecondition,
  [ErrorCode.BankSandboxOnly]: Code.FailedPrecondition,
  [ErrorCode.BankStepNotAllowed]: Code.FailedPrecondition,
  [ErrorCode.TransferMissing]: Code.FailedPrecondition,
  [ErrorCode.IncorporationCertificateMissing]: Code.FailedPrecondition,
  [ErrorCode.InvoiceToolNotOffered]: Code.FailedPrecondition,
  [ErrorCode.CommercialDocumentNotFound]: Code.NotFound,
  [ErrorCode.CommercialDocumentFrozen]: Code.FailedPrecondition,
  [ErrorCode.CommercialDocumentNotIssuable]: Code.FailedPrecondition,
  [ErrorCode.CommercialDocumentActionNotAllowed]: Code.FailedPrecondition,
  [ErrorCode.ComplianceNotOffered]: Code.FailedPrecondition,
  [ErrorCode.ComplianceQuestionnaireNotFound]: Code.NotFound,
  [ErrorCode.ComplianceQuestionNotAsked]: Code.FailedPrecondition,
  [ErrorCode.ComplianceQuestionnaireIncomplete]: Code.FailedPrecondition,
  [ErrorCode.CompliancePlanNotFound]: Code.NotFound,
  [ErrorCode.ComplianceStepNotFound]: Code.NotFound,
  [ErrorCode.ComplianceStepClosed]: Code.FailedPrecondition,
  [ErrorCode.CompliancePlanNotReviewable]: Code.FailedPrecondition,
  [ErrorCode.SupportConversationNotFound]: Code.NotFound,
  [ErrorCode.SupportConversationClosed]: Code.FailedPrecondition,
  [ErrorCode.SupportAttachmentNotFound]: Code.NotFound,
  [ErrorCode.ExpensesNotOffered]: Code.FailedPrecondition,
  [ErrorCode.ExpenseNotFound]: Code.NotFound,
  [ErrorCode.PlanReadOnly]: Code.FailedPrecondition,
  [ErrorCode.Internal]: Code.Internal,
};

export function toConnectError(error: DomainError): ConnectError {
  return new ConnectError(error.message, CONNECT_CODES[error.code], undefined, [
    {
      desc: ErrorDetailSchema,
      value: create(ErrorDetailSchema, {
        reason: error.code,
        fieldViolations: error.violations.map((violation) =>
          create(FieldViolationSchema, { field: violation.field, description: violation.message }),
        ),
      }),
    },
  ]);
}

/** The HTTP status of a domain error on a REST route: the one Connect uses for its code. */
export function toHttpStatus(error: DomainError): number {
  return codeToHttpStatus(CONNECT_CODES[error.code]);
}

/** What a client reads of any failure it cannot act on; the cause goes to the log. */
export const INTERNAL_ERROR_MESSAGE = 'Internal error';

/** The logger of the HTTP request an RPC arrived on, which carries its request id. */
export const requestLoggerKey = createContextKey<FastifyBaseLogger | undefined>(undefined);

/**
 * Maps domain errors to Connect errors, and hides anything unexpected behind
 * `internal` (logged with the request id, never sent to the client).
 */
export function createErrorInterceptor(logger: FastifyBaseLogger): Interceptor {
  return (next) => async (request) => {
    try {
      return await next(request);
    } catch (error) {
      if (error instanceof DomainError) throw toConnectError(error);
      if (error instanceof ConnectError) throw error;
      const log = request.contextValues.get(requestLoggerKey) ?? logger;
      log.error({ err: error, procedure: request.method.name }, 'RPC failed');
      throw toConnectError(new DomainError(ErrorCode.Internal, INTERNAL_ERROR_MESSAGE));
    }
  };
}
