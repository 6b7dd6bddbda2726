import {
  FRENCH_COMPANY_QUESTION_IDS,
  FRENCH_QUESTIONS,
  MICROENTERPRISE_QUESTION_IDS,
} from './france-questions.js';
import { FRENCH_OBLIGATIONS, FRENCH_SECTIONS } from './france-obligations.js';
import type { ComplianceLegalForm, ComplianceSectionContent, Obligation } from './obligation.js';
import { UK_QUESTIONS } from './united-kingdom-questions.js';
import { UK_OBLIGATIONS, UK_SECTIONS } from './united-kingdom-obligations.js';
import type { ComplianceQuestion } from '../question-model.js';

/**
 * The version of the compliance content a plan was built from. Bump it with
 * any change to a question, an obligation or a deadline rule: a stored plan
 * keeps the version it was made with, so an operator can tell which rules
 * produced it.
 */
export const COMPLIANCE_CONTENT_VERSION = '2026.11.1';

/** The questions a legal form is asked, in order. */
export function getComplianceQuestions(legalForm: ComplianceLegalForm): ComplianceQuestion[] {
  if (legalForm === 'LTD') return [...UK_QUESTIONS];
  const ids: readonly string[] =
    legalForm === 'MICROENTERPRISE' ? MICROENTERPRISE_QUESTION_IDS : FRENCH_COMPANY_QUESTION_IDS;
  return FRENCH_QUESTIONS.filter((question) => ids.includes(question.id));
}

/** The sections and obligations of a legal form's country. */
export function getComplianceContent(legalForm: ComplianceLegalForm): {
  sections: readonly ComplianceSectionContent[];
  obligations: readonly Obligation[];
} {
  return legalForm === 'LTD'
    ? { sections: UK_SECTIONS, obligations: UK_OBLIGATIONS }
    : { sections: FRENCH_SECTIONS, obligations: FRENCH_OBLIGATIONS };
}

const ALL_OBLIGATIONS = [...FRENCH_OBLIGATIONS, ...UK_OBLIGATIONS];
const ALL_SECTIONS = [...FRENCH_SECTIONS, ...UK_SECTIONS];
const ALL_QUESTIONS = [...FRENCH_QUESTIONS, ...UK_QUESTIONS];

/** An obligation by its key, for showing a stored step. */
export function findObligation(key: string): Obligation | undefined {
  return ALL_OBLIGATIONS.find((obligation) => obligation.key === key);
}

/** A section by its key, for showing a stored plan. */
export function findComplianceSection(key: string): ComplianceSectionContent | undefined {
  return ALL_SECTIONS.find((section) => section.key === key);
}

/** A question by its id, whatever the legal form. */
export function findComplianceQuestion(id: string): ComplianceQuestion | undefined {
  return ALL_QUESTIONS.find((question) => question.id === id);
}
