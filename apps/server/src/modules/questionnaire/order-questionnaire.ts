import {
  computeProgress,
  findFrenchSubmissionIssues,
  FRENCH_QUESTIONNAIRE,
  FRENCH_TIME_ZONE,
  getCalendarDate,
  isSpanishCompanyForm,
  SPANISH_COMPANY_QUESTIONNAIRE,
  SPANISH_QUESTIONNAIRE,
  UK_QUESTIONNAIRE,
  type FrenchAnswers,
  type QuestionnaireContext,
  type QuestionnaireProgress,
  type SubmissionIssue,
} from '@foundly/domain';
import { CountryCode, LegalForm } from '@foundly/proto';
import type { Clock } from '../../clock.js';
import { getOrderStatus, type OrderRow } from '../order-records/index.js';
import { isSpanishOrder, toSpanishContext } from './spanish-questionnaire.js';
import { isUkOrder, toUkContext } from './uk-questionnaire.js';

/** The sections of the stored questionnaire that hold French answers. */
export const FRENCH_SECTIONS = [
  'personalInformation',
  'companyDetails',
  'capitalDeposit',
] as const satisfies readonly (keyof FrenchAnswers)[];

export function isFrenchOrder(order: OrderRow): boolean {
  return order.countryCode === CountryCode[CountryCode.FR];
}

/** Today in France (YYYY-MM-DD): the date the registries' time limits are counted from. */
export function getFrenchToday(clock: Clock): string {
  return getCalendarDate(clock.now(), FRENCH_TIME_ZONE);
}

/** The French answers stored on an order, without the other countries' sections. */
export function getFrenchAnswers(order: OrderRow): FrenchAnswers {
  const answers: Record<string, unknown> = {};
  for (const section of FRENCH_SECTIONS) {
    if (order.questionnaire[section] !== undefined) answers[section] = order.questionnaire[section];
  }
  return answers as FrenchAnswers;
}

/** The stored questionnaire with its French sections replaced by `answers`. */
export function withFrenchAnswers(
  questionnaire: OrderRow['questionnaire'],
  answers: FrenchAnswers,
): OrderRow['questionnaire'] {
  const others = Object.entries(questionnaire).filter(
    ([section]) => !(FRENCH_SECTIONS as readonly string[]).includes(section),
  );
  return { ...Object.fromEntries(others), ...answers };
}

/** What the French questionnaire's rules read from an order row. */
export function toFrenchContext(order: OrderRow): QuestionnaireContext<FrenchAnswers> {
  return {
    country: CountryCode.FR,
    legalForm: LegalForm[order.legalForm] ?? LegalForm.UNSPECIFIED,
    status: getOrderStatus(order),
    metadata: order.metadata,
    documentRefs: order.documentRefs,
    answers: getFrenchAnswers(order),
  };
}

/** Where the founder stands in the questionnaire of the order's country. */
export function computeOrderProgress(order: OrderRow): QuestionnaireProgress | undefined {
  if (isFrenchOrder(order)) return computeProgress(FRENCH_QUESTIONNAIRE, toFrenchContext(order));
  if (isSpanishOrder(order)) {
    const context = toSpanishContext(order);
    const definition = isSpanishCompanyForm(context.legalForm)
      ? SPANISH_COMPANY_QUESTIONNAIRE
      : SPANISH_QUESTIONNAIRE;
    return computeProgress(definition, context);
  }
  if (isUkOrder(order)) return computeProgress(UK_QUESTIONNAIRE, toUkContext(order));
  return undefined;
}

/** What a registry would refuse in the order's answers; none outside France yet. */
export function findOrderSubmissionIssues(order: OrderRow, today: string): SubmissionIssue[] {
  return isFrenchOrder(order) ? findFrenchSubmissionIssues(toFrenchContext(order), today) : [];
}
