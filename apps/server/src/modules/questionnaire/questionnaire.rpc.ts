import type { ServiceImpl } from '@connectrpc/connect';
import { toJson, type DescMessage, type JsonObject, type JsonValue } from '@bufbuild/protobuf';
import type { FrenchAnswers, SpanishAnswers, UkIncorporationAnswers } from '@foundly/domain';
import {
  BusinessInformationSchema,
  CapitalDepositSchema,
  CompanyDetailsSchema,
  FrenchPersonalInformationSchema,
  SpanishCompanySchema,
  SpanishPersonalInformationSchema,
  UkIncorporationSchema,
  type BusinessInformation,
  type CapitalDeposit,
  type CompanyDetails,
  type FrenchPersonalInformation,
  type OrderService,
  type SpanishCompany,
  type SpanishPersonalInformation,
  type UkIncorporation,
} from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { toSavedAnswersResponse } from './order-messages.js';
import { saveFrenchAnswers } from './use-cases/save-french-answers.js';
import { saveSpanishAnswers } from './use-cases/save-spanish-answers.js';
import { saveUkAnswers } from './use-cases/save-uk-answers.js';

/** The OrderService methods that save answers (their names are the contract's). */
export type QuestionnaireHandlers = Pick<
  ServiceImpl<typeof OrderService>,
  'updateOrder' | 'updateQuestionnaire' | 'updateUkIncorporation'
>;

/**
 * The questionnaire's saves, one per country: each reads the caller, turns
 * the request's sections into the answers' stored JSON, saves them and
 * answers with the order, its answers and its progress as saved.
 */
export function createQuestionnaireHandlers(app: AppContext): QuestionnaireHandlers {
  return {
    async updateOrder(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { order, progress } = await saveFrenchAnswers(app, caller, {
        id: request.id,
        metadata: request.metadata,
        businessInformation: request.businessInformation,
        frenchAnswers: toFrenchAnswersUpdate(request),
      });
      return toSavedAnswersResponse(order, progress);
    },
    async updateQuestionnaire(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { order, progress } = await saveSpanishAnswers(app, caller, {
        id: request.id,
        metadata: request.metadata,
        answers: toSpanishAnswersUpdate(request),
      });
      return toSavedAnswersResponse(order, progress);
    },
    async updateUkIncorporation(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { order, progress } = await saveUkAnswers(app, caller, {
        id: request.id,
        sections: toUkAnswersUpdate(request.sections),
      });
      return toSavedAnswersResponse(order, progress);
    },
  };
}

/** The French sections of an UpdateOrder request. */
interface FrenchSections {
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
function toFrenchAnswersUpdate(sections: FrenchSections): FrenchAnswers | undefined {
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
interface SpanishSections {
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
function toSpanishAnswersUpdate(sections: SpanishSections): SpanishAnswers | undefined {
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

/**
 * The sections of an UpdateUkIncorporation request as answers, in the stored
 * shape (the message's JSON, enumerations as numbers): a section that is set
 * is there, whole, even when empty; a section left unset is not.
 */
function toUkAnswersUpdate(sections: UkIncorporation | undefined): UkIncorporationAnswers {
  if (!sections) return {};
  return toJson(UkIncorporationSchema, sections, { enumAsInteger: true }) as UkIncorporationAnswers;
}
