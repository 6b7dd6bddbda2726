import { create, fromJson, type JsonValue } from '@bufbuild/protobuf';
import type { QuestionnaireProgress as Progress, SubmissionIssue as Issue } from '@foundly/domain';
import {
  CompanyDetailsSchema,
  CountryCode,
  LegalForm,
  OrderSchema,
  QuestionnaireProgressSchema,
  QuestionnaireSchema,
  SubmissionIssueSchema,
  type Order,
  type Questionnaire,
  type QuestionnaireProgress,
  type SubmissionIssue,
} from '@foundly/proto';
import { getOrderStatus, type OrderDocumentRow, type OrderRow } from '../order-records/index.js';
import { toEpochSeconds } from '../../rpc/timestamps.js';

/*
 * The order as the contract's messages, read from its row: the order, its
 * answers and where the founder stands. What every OrderService answer and
 * the back-office's order file are made of.
 */

/** An order as clients see it, with references to its documents. */
export function toOrderMessage(row: OrderRow, documents: readonly OrderDocumentRow[] = []): Order {
  return create(OrderSchema, {
    id: row.id,
    status: getOrderStatus(row),
    customerId: row.customerId,
    accountId: row.accountId,
    countryCode: CountryCode[row.countryCode],
    legalForm: LegalForm[row.legalForm],
    companyName: row.companyName,
    metadata: row.metadata,
    billingProducts: row.billingProducts,
    documents: documents.map((document) => ({
      id: document.id,
      type: document.type,
      fileName: document.fileName,
      createdAt: toEpochSeconds(document.createdAt),
    })),
    createdAt: toEpochSeconds(row.createdAt),
    documentRefs: row.documentRefs,
  });
}

/**
 * The stored answers as the Questionnaire message. They are kept in the
 * messages' JSON shape, so they are read back as such; the legal form and
 * the company name come from the order's own columns.
 */
export function toQuestionnaireMessage(row: OrderRow): Questionnaire {
  const questionnaire = fromJson(QuestionnaireSchema, row.questionnaire as JsonValue, {
    ignoreUnknownFields: true,
  });
  const details = questionnaire.companyDetails ?? create(CompanyDetailsSchema);
  details.legalForm = LegalForm[row.legalForm] ?? LegalForm.UNSPECIFIED;
  details.companyName = row.companyName;
  questionnaire.companyDetails = details;
  return questionnaire;
}

export function toProgressMessage(progress: Progress): QuestionnaireProgress {
  return create(QuestionnaireProgressSchema, {
    ...progress,
    currentFunnel: progress.currentFunnel ?? '',
    currentStep: progress.currentStep ?? '',
  });
}

/** The progress message of an order, unset for an order without a questionnaire definition. */
export function toOptionalProgressMessage(
  progress: Progress | undefined,
): QuestionnaireProgress | undefined {
  return progress ? toProgressMessage(progress) : undefined;
}

/** What a save of answers answers: the order, its answers and its progress as saved. */
export function toSavedAnswersResponse(order: OrderRow, progress: Progress | undefined) {
  return {
    order: toOrderMessage(order),
    questionnaire: toQuestionnaireMessage(order),
    progress: toOptionalProgressMessage(progress),
  };
}

export function toSubmissionIssueMessage(issue: Issue): SubmissionIssue {
  return create(SubmissionIssueSchema, issue);
}
