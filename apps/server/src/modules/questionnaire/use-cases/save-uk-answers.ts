import {
  ARTICLES_DOCUMENT_TYPE,
  assertNoViolations,
  DomainError,
  ErrorCode,
  FIELD_MESSAGES,
  isQuestionnaireInProgress,
  normaliseUkAnswers,
  UK_SECTION_FIELDS,
  validateUkSections,
  type UkIncorporationAnswers,
  type UkSectionName,
} from '@foundly/domain';
import { OrderStatus, UkArticles } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import type { Executor } from '../../../db/client.js';
import { findDocumentOfUser } from '../../documents/index.js';
import {
  getOrderStatus,
  lockOrderOfUser,
  saveOrderAnswers,
  startQuestionnaire,
  type OrderRow,
} from '../../order-records/index.js';
import { computeOrderProgress } from '../order-questionnaire.js';
import { getUkAnswers, getUkCheckOptions, isUkOrder, withUkSections } from '../uk-questionnaire.js';

export interface SaveUkAnswersInput {
  id: string;
  /** The sections sent, each whole. */
  sections: UkIncorporationAnswers;
}

function assertUkOrder(order: OrderRow, sections: UkIncorporationAnswers) {
  if (isUkOrder(order)) return;
  const names = Object.keys(sections) as UkSectionName[];
  throw new DomainError(
    ErrorCode.InvalidArgument,
    'The UK questionnaire on an order outside the UK',
    (names.length > 0 ? names.map((name) => UK_SECTION_FIELDS[name]) : ['id']).map((field) => ({
      field,
      message: 'errors.field.invalid',
    })),
  );
}

/**
 * Bespoke articles name a document of the founder's own order, uploaded as
 * articles: anyone else's is refused as unknown, another kind of document as
 * the wrong one.
 */
async function assertOwnArticles(
  db: Executor,
  caller: Caller,
  order: OrderRow,
  sections: UkIncorporationAnswers,
) {
  const articles = sections.articles;
  if (articles?.articles !== UkArticles.BESPOKE || !articles.documentId) return;
  const document = isUuid(articles.documentId)
    ? await findDocumentOfUser(db, caller.userId, articles.documentId)
    : undefined;
  if (document?.orderId !== order.id || document.deletedAt !== null) {
    throw new DomainError(ErrorCode.DocumentNotFound, 'Articles document not found', [
      { field: 'articles.document_id', message: 'errors.field.invalid' },
    ]);
  }
  if (document.type !== ARTICLES_DOCUMENT_TYPE) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Not an articles document', [
      { field: 'articles.document_id', message: FIELD_MESSAGES.articlesDocumentType },
    ]);
  }
}

/**
 * UpdateUkIncorporation: saves the sections of a UK company's questionnaire
 * while the founder fills it in, each section whole, checked with the rules
 * of the form (and the UK SIC list, and today for the directors' ages)
 * against the stored sections it depends on. Nothing is saved when one field
 * is refused. The order is locked and checked to be the caller's; the first
 * answers after payment move it to WAITING_QUESTIONS, and the company name
 * column follows the answer.
 */
export async function saveUkAnswers(app: AppContext, caller: Caller, input: SaveUkAnswersInput) {
  if (!isUuid(input.id)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'id', message: 'errors.field.invalid' },
    ]);
  }
  if (Object.keys(input.sections).length === 0) {
    throw new DomainError(ErrorCode.InvalidArgument, 'No section sent', [
      { field: 'sections', message: 'errors.field.required' },
    ]);
  }
  const options = await getUkCheckOptions(app.clock);
  const order = await app.db.transaction(async (tx) => {
    const order = await lockOrderOfUser(tx, caller.userId, input.id);
    if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
    assertUkOrder(order, input.sections);
    const stored = getUkAnswers(order);
    assertNoViolations(validateUkSections(input.sections, stored, options));
    await assertOwnArticles(tx, caller, order, input.sections);
    const status = getOrderStatus(order);
    if (status === OrderStatus.DRAFT) {
      throw new DomainError(
        ErrorCode.OrderNotPaid,
        'The questionnaire opens once the order is paid',
      );
    }
    if (!isQuestionnaireInProgress(status)) {
      throw new DomainError(ErrorCode.QuestionnaireLocked, 'The questionnaire was already sent');
    }
    const update = normaliseUkAnswers(input.sections);
    const saved = await saveOrderAnswers(tx, order.id, {
      ...(update.company ? { companyName: update.company.companyName ?? '' } : {}),
      questionnaire: withUkSections(order.questionnaire, stored, update),
      metadata: order.metadata,
      version: order.version + 1,
      updatedAt: app.clock.now(),
    });
    return startQuestionnaire(tx, app, saved, caller.userId);
  });
  return { order, progress: computeOrderProgress(order) };
}
