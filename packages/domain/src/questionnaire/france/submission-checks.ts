import type { QuestionnaireContext } from '../definition.js';
import { listIncompleteStepsBefore } from '../incomplete-steps.js';
import { computeProgress, type QuestionnaireProgress, type StepRef } from '../progress.js';
import type { FrenchAnswers } from './answers.js';
import { FRENCH_QUESTIONNAIRE } from './funnels.js';
import { isCapitalConsistent } from './validation/capital.js';
import { isIsoDate, parseIsoDate, subtractMonths, type IsoDate } from '../validation/dates.js';
import { parseNir } from './validation/nir.js';

/** Something a registry would refuse, with the step where the founder can fix it. */
export interface SubmissionIssue {
  /** A translation key under `questionnaireIssues`, e.g. `proofAddressTooOld`. */
  code: SubmissionIssueCode;
  funnelName: string;
  stepName: string;
}

export const SUBMISSION_ISSUE_CODES = [
  'missingAnswers',
  'missingIdentity',
  'missingSpouseIdentity',
  'missingPersonalProofOfAddress',
  'missingBusinessProofOfAddress',
  'proofAddressTooOld',
  'businessProofOfAddressTooOld',
  'capitalInconsistent',
  'nirDoesNotMatchBirth',
] as const;

export type SubmissionIssueCode = (typeof SUBMISSION_ISSUE_CODES)[number];

/**
 * A proof of address must be less than 3 months old on the day the file is
 * sent (spec 01 §5; the registry's rule for a justificatif de domicile).
 * Months are calendar months: on 22 November a bill of 22 August is still
 * accepted and one of 21 August is not. When the month three months back is
 * shorter, its last day is the limit (on 31 May, 28 February is accepted).
 */
export const PROOF_OF_ADDRESS_MAX_AGE_MONTHS = 3;

/** Whether a proof of address dated `date` is too old to be sent on `today`. */
export function isProofOfAddressTooOld(date: IsoDate, today: IsoDate): boolean {
  return date < subtractMonths(today, PROOF_OF_ADDRESS_MAX_AGE_MONTHS);
}

/** The document steps: a missing upload gets its own issue rather than `missingAnswers`. */
const DOCUMENT_STEPS: Record<string, SubmissionIssueCode> = {
  id: 'missingIdentity',
  'spouse-id': 'missingSpouseIdentity',
  'personal-poa': 'missingPersonalProofOfAddress',
  'business-poa': 'missingBusinessProofOfAddress',
};
const DOCUMENTS_FUNNEL = 'confirm-identity';

function isOpen(progress: QuestionnaireProgress, { funnelName, stepName }: StepRef): boolean {
  const funnel = progress.funnels.find((candidate) => candidate.name === funnelName);
  const step = funnel?.steps.find((candidate) => candidate.name === stepName);
  return step !== undefined && !step.skipped;
}

/**
 * The social security number carries the sex and the year and month of
 * birth: a mismatch with the answers is a typing mistake the registry (and
 * the URSSAF behind it) would refuse. Months outside 01–12 stand for an
 * unknown month and are not compared.
 */
function doesNirMatchBirth(answers: FrenchAnswers): boolean {
  const personal = answers.personalInformation;
  const nir = parseNir(personal?.socialSecurityNumber ?? '');
  if (!nir) return true;
  if (personal?.gender !== undefined && personal.gender !== nir.sex) return false;
  const birth = parseIsoDate(personal?.dateOfBirth ?? '');
  if (!birth) return true;
  if (birth.year % 100 !== nir.year) return false;
  return nir.month > 12 || birth.month === nir.month;
}

function isTooOld(date: string | undefined, today: IsoDate): boolean {
  return date !== undefined && isIsoDate(date) && isProofOfAddressTooOld(date, today);
}

/**
 * What a registry would refuse in the French answers, as of `today`
 * (YYYY-MM-DD), each with the step to fix it, in questionnaire order:
 * missing documents, proofs of address 3 months old or more, a capital that
 * does not divide into its shares, a social security number that contradicts
 * the sex or date of birth, and otherwise the first unanswered step before the
 * final summary (`missingAnswers`). Skipped steps (no spouse, registered at
 * home, a micro-entreprise's capital) raise nothing.
 */
export function findFrenchSubmissionIssues(
  context: QuestionnaireContext<FrenchAnswers>,
  today: IsoDate,
): SubmissionIssue[] {
  const progress = computeProgress(FRENCH_QUESTIONNAIRE, context);
  const { personalInformation: personal, companyDetails: company } = context.answers;
  const deposit = context.answers.capitalDeposit;
  const issues: SubmissionIssue[] = [];
  const raise = (code: SubmissionIssueCode, funnelName: string, stepName: string) => {
    if (isOpen(progress, { funnelName, stepName })) issues.push({ code, funnelName, stepName });
  };

  const incomplete = listIncompleteStepsBefore(progress, 'final-summary');
  for (const step of incomplete) {
    const code = step.funnelName === DOCUMENTS_FUNNEL ? DOCUMENT_STEPS[step.stepName] : undefined;
    if (code) raise(code, step.funnelName, step.stepName);
  }
  const firstUnanswered = incomplete.find(
    (step) => step.funnelName !== DOCUMENTS_FUNNEL || !DOCUMENT_STEPS[step.stepName],
  );
  if (firstUnanswered)
    raise('missingAnswers', firstUnanswered.funnelName, firstUnanswered.stepName);

  if (isTooOld(personal?.proofAddressDate, today)) {
    raise('proofAddressTooOld', DOCUMENTS_FUNNEL, 'personal-poa');
  }
  if (isTooOld(company?.proofAddressDate, today)) {
    raise('businessProofOfAddressTooOld', DOCUMENTS_FUNNEL, 'business-poa');
  }
  if (
    deposit?.paidUpCapital !== undefined &&
    deposit.numberOfShares !== undefined &&
    !isCapitalConsistent(deposit.paidUpCapital, deposit.numberOfShares)
  ) {
    raise('capitalInconsistent', 'capital-deposit', 'amount');
  }
  if (!doesNirMatchBirth(context.answers)) {
    raise('nirDoesNotMatchBirth', 'personal-information', 'additional-info');
  }
  return sortInQuestionnaireOrder(issues);
}

const STEP_ORDER = FRENCH_QUESTIONNAIRE.funnels.flatMap((funnel) =>
  funnel.steps.map((step) => `${funnel.name}/${step.name}`),
);

function sortInQuestionnaireOrder(issues: SubmissionIssue[]): SubmissionIssue[] {
  const position = (issue: SubmissionIssue) =>
    STEP_ORDER.indexOf(`${issue.funnelName}/${issue.stepName}`);
  return [...issues].sort((a, b) => position(a) - position(b));
}
