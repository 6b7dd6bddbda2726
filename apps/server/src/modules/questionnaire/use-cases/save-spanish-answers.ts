import {
  assertNoViolations,
  DomainError,
  ErrorCode,
  findInvalidMetadataKey,
  isAllowedAfterQuestionnaire,
  isSpanishCompanyForm,
  loadCnae2009Index,
  mergeAnswers,
  normaliseSpanishAnswers,
  validateSpanishAnswers,
  validateSpanishCompany,
  type FieldViolation,
  type SpanishAnswers,
} from '@foundly/domain';
import { LegalForm, OrderStatus } from '@foundly/proto';
import {
  getOrderStatus,
  lockOrderOfUser,
  saveOrderAnswers,
  startQuestionnaire,
  type OrderRow,
} from '../../order-records/index.js';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { hasServerOnlyMetadata } from '../../certificates/index.js';
import { computeOrderProgress } from '../order-questionnaire.js';
import {
  getSpanishAnswers,
  getSpanishToday,
  isSpanishOrder,
  withSpanishAnswers,
} from '../spanish-questionnaire.js';

export interface SaveSpanishAnswersInput {
  id: string;
  metadata: Record<string, string>;
  /** The Spanish sections sent, with only the fields that were set. */
  answers?: SpanishAnswers | undefined;
}

/** Each Spanish section and its name in the request, for errors. */
const SECTION_FIELDS: Record<keyof SpanishAnswers, string> = {
  spanishPersonalInformation: 'personal_information',
  businessInformation: 'business_information',
  spanishCompany: 'company',
};

/**
 * The sections of the order's questionnaire: an SL's or SA's company steps,
 * an autónomo's personal and business information. A section of the other
 * questionnaire is refused, named by its field.
 */
function findSectionsOfOtherForm(order: OrderRow, answers: SpanishAnswers): FieldViolation[] {
  const isCompany = isSpanishCompanyForm(LegalForm[order.legalForm] ?? LegalForm.UNSPECIFIED);
  return (Object.keys(answers) as (keyof SpanishAnswers)[])
    .filter((section) => (section === 'spanishCompany') !== isCompany)
    .map((section) => ({
      field: SECTION_FIELDS[section],
      message: 'errors.field.notForLegalForm',
    }));
}

/**
 * The violations of an SL's or SA's steps, checked with the official CNAE-2009
 * list and the merged answers (the shares add up to the capital saved before).
 */
async function findCompanyViolations(
  order: OrderRow,
  update: SpanishAnswers,
  today: string,
): Promise<FieldViolation[]> {
  if (!update.spanishCompany) return [];
  const form = LegalForm[order.legalForm] === LegalForm.SA ? LegalForm.SA : LegalForm.SL;
  const stored = getSpanishAnswers(order).spanishCompany ?? {};
  const cnae = await loadCnae2009Index();
  return validateSpanishCompany(
    update.spanishCompany,
    mergeAnswers(stored, update.spanishCompany),
    { form, today, isCnaeClass: (code) => /^\d{4}$/.test(code) && cnae.has(code) },
  );
}

function findViolations(input: SaveSpanishAnswersInput): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (!isUuid(input.id)) violations.push({ field: 'id', message: 'errors.field.invalid' });
  if (
    findInvalidMetadataKey(input.metadata) !== undefined ||
    hasServerOnlyMetadata(input.metadata)
  ) {
    violations.push({ field: 'metadata', message: 'errors.field.invalid' });
  }
  return violations;
}

/** Refuses the Spanish questionnaire on an order outside Spain, naming the sections sent. */
function assertSpanishOrder(order: OrderRow, input: SaveSpanishAnswersInput) {
  if (!isSpanishOrder(order)) {
    const sections = Object.keys(input.answers ?? {}) as (keyof SpanishAnswers)[];
    throw new DomainError(
      ErrorCode.InvalidArgument,
      'The Spanish questionnaire on an order outside Spain',
      (sections.length > 0 ? sections.map((section) => SECTION_FIELDS[section]) : ['id']).map(
        (field) => ({ field, message: 'errors.field.invalid' }),
      ),
    );
  }
}

/**
 * UpdateQuestionnaire: merges Spanish answers into the questionnaire, field by field, and
 * metadata, while the founder is filling it in (PLACED or WAITING_QUESTIONS;
 * the first answers move a PLACED order on); afterwards only the metadata of
 * the signature screens may change. Answers are checked as typed and kept
 * normalised (texts trimmed, identifiers in their canonical form). The order
 * is read once, locked and checked to be the caller's, so two tabs saving
 * different steps at once both keep their answers; the answers are checked
 * on it before its status is. The fiscal territory, chosen before payment, is not
 * changed here.
 */
export async function saveSpanishAnswers(
  app: AppContext,
  caller: Caller,
  input: SaveSpanishAnswersInput,
) {
  assertNoViolations(findViolations(input));
  const order = await app.db.transaction(async (tx) => {
    const order = await lockOrderOfUser(tx, caller.userId, input.id);
    if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
    assertSpanishOrder(order, input);
    if (input.answers) {
      const today = getSpanishToday(app.clock);
      assertNoViolations(findSectionsOfOtherForm(order, input.answers));
      assertNoViolations(validateSpanishAnswers(input.answers, today));
      assertNoViolations(await findCompanyViolations(order, input.answers, today));
    }
    const update = input.answers && normaliseSpanishAnswers(input.answers);
    const status = getOrderStatus(order);
    if (status === OrderStatus.DRAFT) {
      throw new DomainError(
        ErrorCode.OrderNotPaid,
        'The questionnaire opens once the order is paid',
      );
    }
    const isOpen = status === OrderStatus.PLACED || status === OrderStatus.WAITING_QUESTIONS;
    if (!isOpen && !isAllowedAfterQuestionnaire(input.metadata, update !== undefined)) {
      throw new DomainError(ErrorCode.QuestionnaireLocked, 'The questionnaire was already sent');
    }
    const questionnaire = update
      ? withSpanishAnswers(order.questionnaire, mergeAnswers(getSpanishAnswers(order), update))
      : order.questionnaire;
    const saved = await saveOrderAnswers(tx, order.id, {
      questionnaire,
      metadata: { ...order.metadata, ...input.metadata },
      version: order.version + 1,
      updatedAt: app.clock.now(),
    });
    return update ? startQuestionnaire(tx, app, saved, caller.userId) : saved;
  });
  return { order, progress: computeOrderProgress(order) };
}
