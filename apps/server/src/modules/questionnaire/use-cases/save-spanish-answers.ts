import {
  assertNoViolations,
  DomainError,
  ErrorCode,
  findInvalidMetadataKey,
  isAllowedAfterQuestionnaire,
  mergeAnswers,
  normaliseSpanishAnswers,
  validateSpanishAnswers,
  type FieldViolation,
  type SpanishAnswers,
} from '@foundly/domain';
import { OrderStatus } from '@foundly/proto';
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
};

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
      assertNoViolations(validateSpanishAnswers(input.answers, getSpanishToday(app.clock)));
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
