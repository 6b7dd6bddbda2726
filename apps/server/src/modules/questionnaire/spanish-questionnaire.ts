import {
  getCalendarDate,
  SPANISH_TIME_ZONE,
  type QuestionnaireContext,
  type SpanishAnswers,
} from '@foundly/domain';
import { CountryCode, LegalForm } from '@foundly/proto';
import type { Clock } from '../../clock.js';
import { getOrderStatus, type OrderRow } from '../order-records/index.js';

/** The sections of the stored questionnaire that hold Spanish answers (spec 02 §3). */
export const SPANISH_SECTIONS = [
  'spanishPersonalInformation',
  'businessInformation',
  'spanishCompany',
] as const satisfies readonly (keyof SpanishAnswers)[];

export function isSpanishOrder(order: Pick<OrderRow, 'countryCode'>): boolean {
  return order.countryCode === CountryCode[CountryCode.ES];
}

/** Today in peninsular Spain (YYYY-MM-DD). */
export function getSpanishToday(clock: Clock): string {
  return getCalendarDate(clock.now(), SPANISH_TIME_ZONE);
}

/**
 * The Spanish answers stored on an order: the messages' JSON with
 * enumerations as numbers, without the other countries' sections.
 */
export function getSpanishAnswers(order: OrderRow): SpanishAnswers {
  const answers: Record<string, unknown> = {};
  for (const section of SPANISH_SECTIONS) {
    if (order.questionnaire[section] !== undefined) answers[section] = order.questionnaire[section];
  }
  return answers as SpanishAnswers;
}

/** The stored questionnaire with its Spanish sections replaced by `answers`. */
export function withSpanishAnswers(
  questionnaire: OrderRow['questionnaire'],
  answers: SpanishAnswers,
): OrderRow['questionnaire'] {
  const others = Object.entries(questionnaire).filter(
    ([section]) => !(SPANISH_SECTIONS as readonly string[]).includes(section),
  );
  return { ...Object.fromEntries(others), ...answers };
}

/** What the Spanish questionnaire's rules read from an order row. */
export function toSpanishContext(order: OrderRow): QuestionnaireContext<SpanishAnswers> {
  return {
    country: CountryCode.ES,
    legalForm: LegalForm[order.legalForm] ?? LegalForm.UNSPECIFIED,
    status: getOrderStatus(order),
    metadata: order.metadata,
    documentRefs: order.documentRefs,
    answers: getSpanishAnswers(order),
  };
}
