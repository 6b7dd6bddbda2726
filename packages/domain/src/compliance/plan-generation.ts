import { CountryCode, LegalForm } from '@foundly/proto';
import type { CalendarDate } from './calendar.js';
import { COMPLIANCE_CONTENT_VERSION, getComplianceContent } from './content/catalogue.js';
import type { CompanyFacts, ComplianceLegalForm } from './content/obligation.js';
import {
  getAskedQuestions,
  type ComplianceAnswers,
  type ComplianceQuestion,
} from './question-model.js';

export type ComplianceApprovalStatus =
  'NEEDS_APPROVAL' | 'IN_REVIEW' | 'MANUALLY_APPROVED' | 'PRE_APPROVED';

export interface PlannedStep {
  /** The obligation's key in the content. */
  key: string;
  /** The first deadline; unset for a duty that holds from the start or on an event. */
  dueDate?: CalendarDate;
}

export interface PlannedSection {
  key: string;
  steps: PlannedStep[];
}

export interface GeneratedPlan {
  implementationVersion: string;
  approvalStatus: 'PRE_APPROVED' | 'NEEDS_APPROVAL';
  /** ISO 3166-1 country of the rules: FR or GB. */
  topLevelJurisdiction: string;
  /** A region with rules of its own; empty while only national rules are covered. */
  secondLevelJurisdiction: string;
  sections: PlannedSection[];
}

/**
 * The legal form the compliance content covers for an order, or undefined:
 * a French SASU, EURL or micro-entreprise, a UK limited company. Spain has no
 * compliance tool (spec 02 §1).
 */
export function getComplianceLegalForm(
  country: CountryCode,
  legalForm: LegalForm,
): ComplianceLegalForm | undefined {
  if (country === CountryCode.FR) {
    if (legalForm === LegalForm.SASU) return 'SASU';
    if (legalForm === LegalForm.EURL) return 'EURL';
    if (legalForm === LegalForm.MICROENTERPRISE) return 'MICROENTERPRISE';
  }
  if (country === CountryCode.UK && legalForm === LegalForm.LTD) return 'LTD';
  return undefined;
}

/**
 * PRE_APPROVED when every answer given to an asked question is one the rules
 * cover; NEEDS_APPROVAL as soon as one is outside them (an unusual year end,
 * a regulated activity): a person must look at the plan before it is shown.
 */
export function getInitialApprovalStatus(
  questions: readonly ComplianceQuestion[],
  answers: ComplianceAnswers,
): 'PRE_APPROVED' | 'NEEDS_APPROVAL' {
  const outside = getAskedQuestions(questions, answers).some((question) =>
    (answers[question.id] ?? []).some(
      (answerId) => question.choices.find((choice) => choice.id === answerId)?.outsideCoverage,
    ),
  );
  return outside ? 'NEEDS_APPROVAL' : 'PRE_APPROVED';
}

/**
 * The plan of a company from its facts and answers: every obligation that
 * applies, grouped by section in content order, with its first deadline.
 * Pure: the same facts give the same plan.
 */
export function generateCompliancePlan(
  questions: readonly ComplianceQuestion[],
  facts: CompanyFacts,
): GeneratedPlan {
  const { sections, obligations } = getComplianceContent(facts.legalForm);
  const planned = sections
    .map((section) => ({
      key: section.key,
      steps: obligations
        .filter((obligation) => obligation.section === section.key && obligation.appliesTo(facts))
        .map((obligation) => {
          const dueDate = obligation.getDueDate?.(facts);
          return dueDate ? { key: obligation.key, dueDate } : { key: obligation.key };
        }),
    }))
    .filter((section) => section.steps.length > 0);
  return {
    implementationVersion: COMPLIANCE_CONTENT_VERSION,
    approvalStatus: getInitialApprovalStatus(questions, facts.answers),
    topLevelJurisdiction: facts.legalForm === 'LTD' ? 'GB' : 'FR',
    secondLevelJurisdiction: '',
    sections: planned,
  };
}
