import {
  ComplianceApprovalStatus,
  ComplianceLinkType,
  ComplianceQuestionType,
  ComplianceStepState,
  type CompliancePlan,
  type ComplianceQuestionnaire,
  type ComplianceStep,
} from '@foundly/proto';

/**
 * The REST routes' JSON (spec 01 §7): the proto messages with their field
 * names as the spec writes them (snake_case) and the spec's short enum
 * values (NEW, PRE_APPROVED, BOOLEAN, FORM).
 */
export function toQuestionnaireJson(questionnaire: ComplianceQuestionnaire) {
  return {
    id: questionnaire.id,
    order_id: questionnaire.orderId,
    completed: questionnaire.completed,
    questions: questionnaire.questions.map((question) => ({
      id: question.id,
      text: question.text,
      question_type: ComplianceQuestionType[question.questionType],
      answer_choices: question.answerChoices.map((choice) => ({
        id: choice.id,
        text: choice.text,
      })),
      depends_on_question_id: question.dependsOnQuestionId,
      required_answers_from_ancestor_question: question.requiredAnswersFromAncestorQuestion,
      answer_ids: question.answerIds,
    })),
  };
}

export function toStepJson(step: ComplianceStep) {
  return {
    id: step.id,
    obligation_key: step.obligationKey,
    title: step.title,
    description: step.description,
    state: ComplianceStepState[step.state],
    initial_due_date: step.initialDueDate,
    forms: step.forms.map((form) => ({
      id: form.id,
      title: form.title,
      description: form.description,
      link_url: form.linkUrl,
      link_text: form.linkText,
      link_type: ComplianceLinkType[form.linkType],
    })),
    additional_info_links: step.additionalInfoLinks.map((link) => ({
      description: link.description,
      link_url: link.linkUrl,
      link_text: link.linkText,
      link_type: ComplianceLinkType[link.linkType],
    })),
  };
}

export function toPlanJson(plan: CompliancePlan) {
  return {
    id: plan.id,
    order_id: plan.orderId,
    customer_id: plan.customerId,
    completed_questionnaire_id: plan.completedQuestionnaireId,
    top_level_jurisdiction: plan.topLevelJurisdiction,
    second_level_jurisdiction: plan.secondLevelJurisdiction,
    implementation_version: plan.implementationVersion,
    approval_status: ComplianceApprovalStatus[plan.approvalStatus],
    calendar_url: plan.calendarUrl,
    sections: plan.sections.map((section) => ({
      id: section.id,
      title: section.title,
      description: section.description,
      steps: section.steps.map(toStepJson),
    })),
  };
}

const text = { type: 'string' } as const;
const texts = { type: 'array', items: text } as const;

function object<P extends Record<string, unknown>>(properties: P) {
  return { type: 'object', properties, required: Object.keys(properties) } as const;
}

const linkType = { type: 'string', enum: ['FORM', 'LEGAL_SOURCE', 'OFFICIAL_GUIDE'] } as const;

export const questionnaireJsonSchema = object({
  id: text,
  order_id: text,
  completed: { type: 'boolean' },
  questions: {
    type: 'array',
    items: object({
      id: text,
      text,
      question_type: { type: 'string', enum: ['BOOLEAN', 'SINGLE_SELECT', 'MULTI_SELECT'] },
      answer_choices: { type: 'array', items: object({ id: text, text }) },
      depends_on_question_id: text,
      required_answers_from_ancestor_question: texts,
      answer_ids: texts,
    }),
  },
});

export const stepJsonSchema = object({
  id: text,
  obligation_key: text,
  title: text,
  description: text,
  state: { type: 'string', enum: ['NEW', 'IN_PROGRESS', 'COMPLETE', 'SKIPPED'] },
  initial_due_date: { type: 'string', description: 'YYYY-MM-DD, empty when none' },
  forms: {
    type: 'array',
    items: object({
      id: text,
      title: text,
      description: text,
      link_url: text,
      link_text: text,
      link_type: linkType,
    }),
  },
  additional_info_links: {
    type: 'array',
    items: object({ description: text, link_url: text, link_text: text, link_type: linkType }),
  },
});

export const planJsonSchema = object({
  id: text,
  order_id: text,
  customer_id: text,
  completed_questionnaire_id: text,
  top_level_jurisdiction: text,
  second_level_jurisdiction: text,
  implementation_version: text,
  approval_status: {
    type: 'string',
    enum: ['NEEDS_APPROVAL', 'IN_REVIEW', 'MANUALLY_APPROVED', 'PRE_APPROVED'],
  },
  calendar_url: text,
  sections: {
    type: 'array',
    items: object({
      id: text,
      title: text,
      description: text,
      steps: { type: 'array', items: stepJsonSchema },
    }),
  },
});
