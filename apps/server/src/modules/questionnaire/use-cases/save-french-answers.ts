import {
  applyFrenchRules,
  assertNoViolations,
  DomainError,
  ErrorCode,
  findInvalidMetadataKey,
  isAllowedAfterQuestionnaire,
  isQuestionnaireInProgress,
  mergeAnswers,
  normaliseFrenchAnswers,
  validateFrenchAnswers,
  type FieldViolation,
  type FrenchAnswers,
} from '@foundly/domain';
import { CountryCode, FiscalTerritory, OrderStatus } from '@foundly/proto';
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
import { getFrenchReferenceData } from '../../reference/index.js';
import {
  computeOrderProgress,
  getFrenchAnswers,
  getFrenchToday,
  isFrenchOrder,
  toFrenchContext,
  withFrenchAnswers,
} from '../order-questionnaire.js';

export interface SaveFrenchAnswersInput {
  id: string;
  metadata: Record<string, string>;
  businessInformation?: { fiscalTerritory: FiscalTerritory } | undefined;
  /** The French sections sent, with only the fields that were set. */
  frenchAnswers?: FrenchAnswers | undefined;
}

/** Each French section and its name in the request, for errors. */
const FRENCH_SECTION_FIELDS: Record<keyof FrenchAnswers, string> = {
  personalInformation: 'personal_information',
  companyDetails: 'company_details',
  capitalDeposit: 'capital_deposit',
};

function findViolations(input: SaveFrenchAnswersInput): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (
    findInvalidMetadataKey(input.metadata) !== undefined ||
    hasServerOnlyMetadata(input.metadata)
  ) {
    violations.push({ field: 'metadata', message: 'errors.field.invalid' });
  }
  const territory = input.businessInformation?.fiscalTerritory;
  if (
    territory !== undefined &&
    !(territory in FiscalTerritory && territory !== FiscalTerritory.UNSPECIFIED)
  ) {
    violations.push({
      field: 'business_information.fiscal_territory',
      message: 'errors.field.required',
    });
  }
  return violations;
}

/**
 * Checks French answers against the order they are for (its legal form decides
 * what is asked), on the locked row and before its status is: a refusal of the
 * answers comes first. The reference lists are in memory (loaded once per
 * process, on the first check).
 */
function assertValidFrenchAnswers(app: AppContext, order: OrderRow, answers: FrenchAnswers) {
  if (!isFrenchOrder(order)) {
    throw new DomainError(
      ErrorCode.InvalidArgument,
      'French answers on an order outside France',
      Object.keys(answers).map((section) => ({
        field: FRENCH_SECTION_FIELDS[section as keyof FrenchAnswers],
        message: 'errors.field.invalid',
      })),
    );
  }
  assertNoViolations(
    validateFrenchAnswers(
      answers,
      toFrenchContext(order).legalForm,
      getFrenchReferenceData(),
      getFrenchToday(app.clock),
    ),
  );
}

/**
 * The order's French answers with an update merged in field by field and the
 * rules applied, and what follows for the order: the first answers after
 * payment move it to WAITING_QUESTIONS, and the company name column follows
 * the answer.
 */
function mergeFrenchAnswers(order: OrderRow, update: FrenchAnswers) {
  const status = getOrderStatus(order);
  if (status === OrderStatus.DRAFT) {
    throw new DomainError(ErrorCode.OrderNotPaid, 'The questionnaire opens once the order is paid');
  }
  const answers = applyFrenchRules(mergeAnswers(getFrenchAnswers(order), update));
  return {
    answers,
    changes: {
      ...(update.companyDetails?.companyName !== undefined
        ? { companyName: answers.companyDetails?.companyName ?? '' }
        : {}),
    },
  };
}

/**
 * UpdateOrder: merges French answers into the questionnaire while the founder
 * is still filling it in; afterwards only the metadata of the signature
 * screens may change. The answers are checked as typed and kept normalised
 * (texts trimmed, identifiers in their canonical form). The order is read
 * once, locked and checked to be the caller's, so two tabs saving different
 * steps at once both keep their answers. The same RPC records the Spanish
 * fiscal territory, chosen before payment; the French answers come after it.
 */
export async function saveFrenchAnswers(
  app: AppContext,
  caller: Caller,
  input: SaveFrenchAnswersInput,
) {
  if (!isUuid(input.id)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'id', message: 'errors.field.invalid' },
    ]);
  }
  assertNoViolations(findViolations(input));
  const order = await app.db.transaction(async (tx) => {
    const order = await lockOrderOfUser(tx, caller.userId, input.id);
    if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
    if (input.frenchAnswers) assertValidFrenchAnswers(app, order, input.frenchAnswers);
    const frenchAnswers = input.frenchAnswers && normaliseFrenchAnswers(input.frenchAnswers);
    const status = getOrderStatus(order);
    const hasAnswers = Boolean(input.businessInformation ?? frenchAnswers);
    if (
      !isQuestionnaireInProgress(status) &&
      !isAllowedAfterQuestionnaire(input.metadata, hasAnswers)
    ) {
      throw new DomainError(ErrorCode.QuestionnaireLocked, 'The questionnaire was already sent');
    }
    let questionnaire = { ...order.questionnaire };
    if (input.businessInformation) {
      if (order.countryCode !== CountryCode[CountryCode.ES]) {
        throw new DomainError(ErrorCode.InvalidArgument, 'Not a Spanish order', [
          { field: 'business_information', message: 'errors.field.invalid' },
        ]);
      }
      if (status !== OrderStatus.DRAFT) {
        throw new DomainError(
          ErrorCode.QuestionnaireLocked,
          'The fiscal territory is chosen before payment',
        );
      }
      const business = (questionnaire.businessInformation ?? {}) as Record<string, unknown>;
      questionnaire.businessInformation = {
        ...business,
        fiscalTerritory: input.businessInformation.fiscalTerritory,
      };
    }
    const french = frenchAnswers ? mergeFrenchAnswers(order, frenchAnswers) : undefined;
    if (french) questionnaire = withFrenchAnswers(questionnaire, french.answers);
    const saved = await saveOrderAnswers(tx, order.id, {
      ...french?.changes,
      questionnaire,
      metadata: { ...order.metadata, ...input.metadata },
      version: order.version + 1,
      updatedAt: app.clock.now(),
    });
    return french ? startQuestionnaire(tx, app, saved, caller.userId) : saved;
  });
  return { order, progress: computeOrderProgress(order) };
}
