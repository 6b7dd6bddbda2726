import { create } from '@bufbuild/protobuf';
import {
  findComplianceSection,
  findObligation,
  getComplianceContent,
  getComplianceQuestions,
  getFirstUnansweredQuestionId,
  localize,
  type ComplianceLinkType as LinkTypeName,
  type Locale,
} from '@foundly/domain';
import {
  ComplianceApprovalStatus,
  ComplianceLinkType,
  CompliancePlanSchema,
  ComplianceQuestionnaireSchema,
  ComplianceQuestionType,
  ComplianceStepSchema,
  ComplianceStepState,
  type CompliancePlan,
  type ComplianceQuestionnaire,
  type ComplianceStep,
} from '@foundly/proto';
import type {
  CompliancePlanRow,
  ComplianceQuestionnaireRow,
  ComplianceStepRow,
} from './compliance.repository.js';

const LINK_TYPES: Record<LinkTypeName, ComplianceLinkType> = {
  FORM: ComplianceLinkType.FORM,
  LEGAL_SOURCE: ComplianceLinkType.LEGAL_SOURCE,
  OFFICIAL_GUIDE: ComplianceLinkType.OFFICIAL_GUIDE,
};

/** The questionnaire with its questions in the caller's language and the answers given. */
export function toQuestionnaireMessage(
  row: ComplianceQuestionnaireRow,
  locale: Locale,
): ComplianceQuestionnaire {
  const questions = getComplianceQuestions(row.legalForm);
  return create(ComplianceQuestionnaireSchema, {
    id: row.id,
    orderId: row.orderId,
    completed: getFirstUnansweredQuestionId(questions, row.answers) === null,
    questions: questions.map((question) => ({
      id: question.id,
      text: localize(question.text, locale),
      questionType: ComplianceQuestionType[question.type],
      answerChoices: question.choices.map((choice) => ({
        id: choice.id,
        text: localize(choice.text, locale),
      })),
      dependsOnQuestionId: question.dependsOn?.questionId ?? '',
      requiredAnswersFromAncestorQuestion: [...(question.dependsOn?.requiredAnswerIds ?? [])],
      answerIds: row.answers[question.id] ?? [],
    })),
  });
}

/** A stored step with the texts, forms and links of its obligation in the caller's language. */
export function toStepMessage(row: ComplianceStepRow, locale: Locale): ComplianceStep {
  const obligation = findObligation(row.obligationKey);
  return create(ComplianceStepSchema, {
    id: row.id,
    obligationKey: row.obligationKey,
    title: obligation ? localize(obligation.title, locale) : row.obligationKey,
    description: obligation ? localize(obligation.description, locale) : '',
    state: ComplianceStepState[row.state],
    initialDueDate: row.dueDate ?? '',
    forms: (obligation?.forms ?? []).map((form) => ({
      id: form.id,
      title: localize(form.title, locale),
      description: localize(form.description, locale),
      linkUrl: form.url,
      linkText: localize(form.linkText, locale),
      linkType: LINK_TYPES[form.type],
    })),
    additionalInfoLinks: (obligation?.sources ?? []).map((link) => ({
      description: localize(link.description, locale),
      linkUrl: link.url,
      linkText: localize(link.text, locale),
      linkType: LINK_TYPES[link.type],
    })),
  });
}

/**
 * The plan with its sections in content order, each with its steps in plan
 * order (`steps` sorted by position); a section without steps is left out.
 */
export function toPlanMessage(
  plan: CompliancePlanRow,
  steps: readonly ComplianceStepRow[],
  locale: Locale,
  calendarUrl: string,
): CompliancePlan {
  const order = getComplianceContent(plan.legalForm).sections.map((section) => section.key);
  const sectionKeys = [...new Set(steps.map((step) => step.sectionKey))].sort(
    (a, b) => order.indexOf(a) - order.indexOf(b),
  );
  return create(CompliancePlanSchema, {
    id: plan.id,
    orderId: plan.orderId,
    customerId: plan.customerId,
    completedQuestionnaireId: plan.questionnaireId,
    topLevelJurisdiction: plan.topLevelJurisdiction,
    secondLevelJurisdiction: plan.secondLevelJurisdiction,
    implementationVersion: plan.implementationVersion,
    approvalStatus: ComplianceApprovalStatus[plan.approvalStatus],
    calendarUrl,
    sections: sectionKeys.map((key) => {
      const section = findComplianceSection(key);
      return {
        id: key,
        title: section ? localize(section.title, locale) : key,
        description: section ? localize(section.description, locale) : '',
        steps: steps
          .filter((step) => step.sectionKey === key)
          .map((step) => toStepMessage(step, locale)),
      };
    }),
  });
}

/** The secret address of a plan's calendar feed. */
export function getCalendarUrl(baseUrl: string, plan: CompliancePlanRow): string {
  return `${baseUrl}/api/compliance/${plan.orderId}/calendar.ics?token=${plan.calendarToken}`;
}
