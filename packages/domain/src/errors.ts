/**
 * The one error vocabulary of the product. The server maps each code to a
 * Connect code; clients translate `errors.<code>` for the person.
 */
export const ErrorCode = {
  Unauthenticated: 'UNAUTHENTICATED',
  CustomerNotFound: 'CUSTOMER_NOT_FOUND',
  AccountNotFound: 'ACCOUNT_NOT_FOUND',
  OrderNotFound: 'ORDER_NOT_FOUND',
  NotYours: 'NOT_YOURS',
  InvalidArgument: 'INVALID_ARGUMENT',
  ReauthenticationRequired: 'REAUTHENTICATION_REQUIRED',
  PasswordNotSet: 'PASSWORD_NOT_SET',
  DocumentNotFound: 'DOCUMENT_NOT_FOUND',
  DocumentNotDeletable: 'DOCUMENT_NOT_DELETABLE',
  UploadNotFound: 'UPLOAD_NOT_FOUND',
  UploadExpired: 'UPLOAD_EXPIRED',
  UploadAlreadyUsed: 'UPLOAD_ALREADY_USED',
  InvalidFile: 'INVALID_FILE',
  FileTooLarge: 'FILE_TOO_LARGE',
  StorageFailed: 'STORAGE_FAILED',
  UploadNotReceived: 'UPLOAD_NOT_RECEIVED',
  UploadContentMismatch: 'UPLOAD_CONTENT_MISMATCH',
  QuestionnaireLocked: 'QUESTIONNAIRE_LOCKED',
  OrderNotPaid: 'ORDER_NOT_PAID',
  SubmissionIncomplete: 'SUBMISSION_INCOMPLETE',
  OrderNotPayable: 'ORDER_NOT_PAYABLE',
  FiscalTerritoryNotSupported: 'FISCAL_TERRITORY_NOT_SUPPORTED',
  CheckoutFailed: 'CHECKOUT_FAILED',
  CheckoutSuperseded: 'CHECKOUT_SUPERSEDED',
  PaymentNotFound: 'PAYMENT_NOT_FOUND',
  CertificatePasswordWrong: 'CERTIFICATE_PASSWORD_WRONG',
  CertificateExpired: 'CERTIFICATE_EXPIRED',
  CertificateNotYetValid: 'CERTIFICATE_NOT_YET_VALID',
  OcrFailed: 'OCR_FAILED',
  DocumentUnreadable: 'DOCUMENT_UNREADABLE',
  NotOperator: 'NOT_OPERATOR',
  StatusChanged: 'STATUS_CHANGED',
  TransitionNotAllowed: 'TRANSITION_NOT_ALLOWED',
  SignatureRequestOpen: 'SIGNATURE_REQUEST_OPEN',
  /** Spec 01 §8 'Order is not available.': the business account needs a completed micro-entreprise. */
  OrderNotAvailable: 'ORDER_NOT_AVAILABLE',
  BusinessAccountNotOffered: 'BUSINESS_ACCOUNT_NOT_OFFERED',
  BusinessAccountAlreadySubscribed: 'BUSINESS_ACCOUNT_ALREADY_SUBSCRIBED',
  CapitalDepositNotOpened: 'CAPITAL_DEPOSIT_NOT_OPENED',
  BankSandboxOnly: 'BANK_SANDBOX_ONLY',
  BankStepNotAllowed: 'BANK_STEP_NOT_ALLOWED',
  TransferMissing: 'TRANSFER_MISSING',
  /** A UK company is incorporated only once its certificate of incorporation is in its documents. */
  IncorporationCertificateMissing: 'INCORPORATION_CERTIFICATE_MISSING',
  /** The quotes-and-invoices tool is for French and UK companies, behind the invoice-tool flag. */
  InvoiceToolNotOffered: 'INVOICE_TOOL_NOT_OFFERED',
  CommercialDocumentNotFound: 'COMMERCIAL_DOCUMENT_NOT_FOUND',
  /** An issued document is frozen: corrected by a credit note, never edited or deleted. */
  CommercialDocumentFrozen: 'COMMERCIAL_DOCUMENT_FROZEN',
  /** A mandatory mention is missing: the DocumentIssueProblems detail names each. */
  CommercialDocumentNotIssuable: 'COMMERCIAL_DOCUMENT_NOT_ISSUABLE',
  /** The action does not apply to this kind or status (a credit note of a quote, say). */
  CommercialDocumentActionNotAllowed: 'COMMERCIAL_DOCUMENT_ACTION_NOT_ALLOWED',
  /** The compliance tool is off for this account, or not offered in the order's country. */
  ComplianceNotOffered: 'COMPLIANCE_NOT_OFFERED',
  ComplianceQuestionnaireNotFound: 'COMPLIANCE_QUESTIONNAIRE_NOT_FOUND',
  /** An answer to a question whose dependency is unmet by the answers given. */
  ComplianceQuestionNotAsked: 'COMPLIANCE_QUESTION_NOT_ASKED',
  ComplianceQuestionnaireIncomplete: 'COMPLIANCE_QUESTIONNAIRE_INCOMPLETE',
  CompliancePlanNotFound: 'COMPLIANCE_PLAN_NOT_FOUND',
  ComplianceStepNotFound: 'COMPLIANCE_STEP_NOT_FOUND',
  /** An action on a step already COMPLETE or SKIPPED. */
  ComplianceStepClosed: 'COMPLIANCE_STEP_CLOSED',
  /** An operator's change to a plan that is not (or no longer) in the state it needs. */
  CompliancePlanNotReviewable: 'COMPLIANCE_PLAN_NOT_REVIEWABLE',
  SupportConversationNotFound: 'SUPPORT_CONVERSATION_NOT_FOUND',
  SupportConversationClosed: 'SUPPORT_CONVERSATION_CLOSED',
  SupportAttachmentNotFound: 'SUPPORT_ATTACHMENT_NOT_FOUND',
  /** Gastos are kept for a Spanish autónomo's account only. */
  ExpensesNotOffered: 'EXPENSES_NOT_OFFERED',
  ExpenseNotFound: 'EXPENSE_NOT_FOUND',
  /**
   * The plan that pays for the tool has ended or is unpaid past its grace
   * (`getSubscriptionAccess`): its data stays readable, nothing new is written.
   */
  PlanReadOnly: 'PLAN_READ_ONLY',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** One invalid field: its path in the request and the key of its message. */
export interface FieldViolation {
  field: string;
  message: string;
}

/** A failure a person or client can act on, raised by use cases and rules. */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly violations: readonly FieldViolation[] = [],
  ) {
    super(message);
  }
}

/** Throws an INVALID_ARGUMENT error naming each bad field. */
export function assertNoViolations(violations: readonly FieldViolation[]): void {
  if (violations.length > 0) {
    const fields = violations.map((violation) => violation.field).join(', ');
    throw new DomainError(ErrorCode.InvalidArgument, `Invalid argument: ${fields}`, violations);
  }
}
