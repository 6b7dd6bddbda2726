import {
  assertNoViolations,
  DomainError,
  ErrorCode,
  findInvalidMetadataKey,
  isQuestionnaireInProgress,
  type FieldViolation,
} from '@foundly/domain';
import { CountryCode, FiscalTerritory, OrderStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { lockOrderOfUser, saveOrderAnswers } from '../orders.repository.js';

export interface UpdateOrderInput {
  id: string;
  metadata: Record<string, string>;
  businessInformation?: { fiscalTerritory: FiscalTerritory } | undefined;
}

function findViolations(input: UpdateOrderInput): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (findInvalidMetadataKey(input.metadata) !== undefined) {
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
 * Merges answers into the questionnaire while the founder is still filling it
 * in. The row is locked for the merge, so two tabs saving different sections
 * at once both keep their answers. The fiscal territory is a Spanish answer,
 * chosen before payment.
 */
export async function updateOrder(app: AppContext, caller: Caller, input: UpdateOrderInput) {
  if (!isUuid(input.id)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'id', message: 'errors.field.invalid' },
    ]);
  }
  assertNoViolations(findViolations(input));
  return app.db.transaction(async (tx) => {
    const order = await lockOrderOfUser(tx, caller.userId, input.id);
    if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
    const status = OrderStatus[order.status as keyof typeof OrderStatus];
    if (!isQuestionnaireInProgress(status)) {
      throw new DomainError(ErrorCode.QuestionnaireLocked, 'The questionnaire was already sent');
    }
    const questionnaire = { ...order.questionnaire };
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
    return saveOrderAnswers(tx, order.id, {
      questionnaire,
      metadata: { ...order.metadata, ...input.metadata },
      version: order.version + 1,
      updatedAt: app.clock.now(),
    });
  });
}
