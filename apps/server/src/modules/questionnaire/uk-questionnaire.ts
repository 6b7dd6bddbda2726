import {
  checkUkSection,
  getCalendarDate,
  UK_SECTIONS,
  type FieldViolation,
  type UkSectionName,
  loadUkSic2007Index,
  UK_TIME_ZONE,
  type QuestionnaireContext,
  type UkAnswers,
  type UkCheckOptions,
  type UkIncorporationAnswers,
} from '@foundly/domain';
import { CountryCode, LegalForm } from '@foundly/proto';
import type { Clock } from '../../clock.js';
import { getOrderStatus, type OrderRow } from '../order-records/index.js';

export function isUkOrder(order: Pick<OrderRow, 'countryCode'>): boolean {
  return order.countryCode === CountryCode[CountryCode.UK];
}

/** The UK answers stored on an order (formation.v1.UkIncorporation's JSON, enumerations as numbers). */
export function getUkAnswers(order: OrderRow): UkIncorporationAnswers {
  return (order.questionnaire['ukIncorporation'] ?? {}) as UkIncorporationAnswers;
}

/** The stored questionnaire with the sections of `update` replacing the stored ones, each whole. */
export function withUkSections(
  questionnaire: OrderRow['questionnaire'],
  stored: UkIncorporationAnswers,
  update: UkIncorporationAnswers,
): OrderRow['questionnaire'] {
  return { ...questionnaire, ukIncorporation: { ...stored, ...update } };
}

/** What the UK questionnaire's rules read from an order row. */
export function toUkContext(order: OrderRow): QuestionnaireContext<UkAnswers> {
  return {
    country: CountryCode.UK,
    legalForm: LegalForm[order.legalForm] ?? LegalForm.UNSPECIFIED,
    status: getOrderStatus(order),
    metadata: order.metadata,
    documentRefs: order.documentRefs,
    answers: { ukIncorporation: getUkAnswers(order) },
  };
}

/**
 * What the UK rules are checked with: today in London (the earliest day of
 * incorporation, when each director must be 16) and the UK SIC 2007 list,
 * loaded once per process on the first check.
 */
export async function getUkCheckOptions(clock: Clock): Promise<UkCheckOptions> {
  const index = await loadUkSic2007Index();
  return {
    today: getCalendarDate(clock.now(), UK_TIME_ZONE),
    isSicCode: (code) => index.has(code),
  };
}

/** Where the founder answers each section: its funnel and step in UK_QUESTIONNAIRE. */
const SECTION_STEPS: Record<UkSectionName, string> = {
  company: 'company/name',
  registeredOffice: 'company/registered-office',
  activity: 'company/activity',
  directors: 'people/directors',
  shareCapital: 'people/share-capital',
  significantControl: 'people/significant-control',
  articles: 'articles/articles',
};

/**
 * What Companies House would refuse in the stored answers on the day they
 * are sent (a director who is not 16 yet, a code no longer in the list),
 * named by the step where the founder fixes it, with the field's message.
 * Sections not answered are left to the progress, which names them.
 */
export function findUkSubmissionViolations(
  order: OrderRow,
  options: UkCheckOptions,
): FieldViolation[] {
  const answers = getUkAnswers(order);
  return UK_SECTIONS.filter((name) => answers[name] !== undefined).flatMap((name) => {
    const [first] = checkUkSection(name, answers, options);
    return first ? [{ field: SECTION_STEPS[name], message: first.message }] : [];
  });
}
