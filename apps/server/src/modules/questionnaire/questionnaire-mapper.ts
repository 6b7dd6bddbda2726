import {
  create,
  fromJson,
  toJson,
  type DescMessage,
  type JsonObject,
  type JsonValue,
} from '@bufbuild/protobuf';
import type {
  FrenchAnswers,
  QuestionnaireProgress as Progress,
  SpanishAnswers,
  SubmissionIssue as Issue,
} from '@foundly/domain';
import {
  BusinessInformationSchema,
  CapitalDepositSchema,
  CompanyDetailsSchema,
  FrenchPersonalInformationSchema,
  LegalForm,
  QuestionnaireProgressSchema,
  QuestionnaireSchema,
  SpanishCompanySchema,
  SpanishPersonalInformationSchema,
  SubmissionIssueSchema,
  type BusinessInformation,
  type CapitalDeposit,
  type CompanyDetails,
  type FrenchPersonalInformation,
  type Questionnaire,
  type QuestionnaireProgress,
  type SpanishCompany,
  type SpanishPersonalInformation,
  type SubmissionIssue,
} from '@foundly/proto';
import type { OrderRow } from '../order-records/index.js';

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

/** The French sections of an UpdateOrder request. */
export interface FrenchSections {
  personalInformation?: FrenchPersonalInformation | undefined;
  companyDetails?: CompanyDetails | undefined;
  capitalDeposit?: CapitalDeposit | undefined;
}

/**
 * A French section as stored (enumerations as numbers), an enumeration sent
 * at its UNSPECIFIED zero becoming the empty string that clears the answer:
 * the French enumerations are optional fields, so a zero was sent on purpose.
 */
function toFrenchJson(schema: DescMessage, json: JsonObject): JsonObject {
  const stored: Record<string, JsonValue> = { ...json };
  for (const field of schema.fields) {
    const value = stored[field.jsonName];
    if (field.fieldKind === 'enum' && value === 0) stored[field.jsonName] = '';
    if (field.fieldKind === 'message' && typeof value === 'object' && value !== null) {
      stored[field.jsonName] = toFrenchJson(field.message, value as JsonObject);
    }
  }
  return stored;
}

/**
 * The French sections of an update as answers to merge: only the fields that
 * were set (an empty string or an enumeration's zero asks to clear one). The
 * legal form is read only; the activities count only when `activities_set`
 * says the list was sent, since an empty repeated field cannot be told from
 * a missing one.
 */
export function toFrenchAnswersUpdate(sections: FrenchSections): FrenchAnswers | undefined {
  const { personalInformation, companyDetails, capitalDeposit } = sections;
  if (!personalInformation && !companyDetails && !capitalDeposit) return undefined;
  const answers: Record<string, JsonValue> = {};
  if (personalInformation) {
    answers.personalInformation = toFrenchJson(
      FrenchPersonalInformationSchema,
      toJson(FrenchPersonalInformationSchema, personalInformation, {
        enumAsInteger: true,
      }) as JsonObject,
    );
  }
  if (companyDetails) {
    const details = toFrenchJson(
      CompanyDetailsSchema,
      toJson(CompanyDetailsSchema, companyDetails, { enumAsInteger: true }) as JsonObject,
    );
    delete details.legalForm;
    delete details.activitiesSet;
    delete details.activities;
    if (companyDetails.activitiesSet) details.activities = [...companyDetails.activities];
    answers.companyDetails = details;
  }
  if (capitalDeposit) answers.capitalDeposit = toJson(CapitalDepositSchema, capitalDeposit);
  return answers as FrenchAnswers;
}

/**
 * An SL's or SA's steps as stored: each step sent is kept whole, its lists
 * as sent (an empty list is a list, not a missing one: its message was set),
 * and the statutes only when chosen.
 */
function toSpanishCompanyJson(company: SpanishCompany): JsonObject {
  const json = toJson(SpanishCompanySchema, company, {
    enumAsInteger: true,
    alwaysEmitImplicit: true,
  }) as Record<string, JsonValue>;
  if (company.statutes === 0) delete json.statutes;
  return json;
}

/** The Spanish sections of an UpdateQuestionnaire request. */
export interface SpanishSections {
  personalInformation?: SpanishPersonalInformation | undefined;
  businessInformation?: BusinessInformation | undefined;
  company?: SpanishCompany | undefined;
}

/**
 * The Spanish sections of an update as answers to merge, in the stored shape
 * (enumerations as numbers): only the fields that were set, an enumeration
 * left at zero counting as not sent. The fiscal territory is chosen before
 * payment and ignored here.
 */
export function toSpanishAnswersUpdate(sections: SpanishSections): SpanishAnswers | undefined {
  const { personalInformation, businessInformation, company } = sections;
  if (!personalInformation && !businessInformation && !company) return undefined;
  const answers: Record<string, JsonValue> = {};
  if (personalInformation) {
    answers.spanishPersonalInformation = toJson(
      SpanishPersonalInformationSchema,
      personalInformation,
      { enumAsInteger: true },
    );
  }
  if (businessInformation) {
    const business = toJson(BusinessInformationSchema, businessInformation, {
      enumAsInteger: true,
    }) as JsonObject;
    delete business.fiscalTerritory;
    answers.businessInformation = business;
  }
  if (company) answers.spanishCompany = toSpanishCompanyJson(company);
  return answers as SpanishAnswers;
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

export function toSubmissionIssueMessage(issue: Issue): SubmissionIssue {
  return create(SubmissionIssueSchema, issue);
}
