import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { requireComplianceOrder } from '../compliance-order.js';
import { toQuestionnaireMessage } from '../compliance-mapper.js';
import { findQuestionnaireOfOrder, insertQuestionnaire } from '../compliance.repository.js';
import type { ComplianceOrderRequest } from './get-compliance-questionnaire.js';

/**
 * Creates the order's questionnaire, for its legal form, or answers the one
 * it has: the order id is unique, so two clicks create one.
 */
export async function generateComplianceQuestionnaire(
  app: AppContext,
  caller: Caller,
  request: ComplianceOrderRequest,
) {
  const order = await requireComplianceOrder(app, app.db, caller, request);
  await insertQuestionnaire(app.db, {
    id: crypto.randomUUID(),
    orderId: order.id,
    customerId: order.customerId,
    legalForm: order.legalForm,
    answers: {},
  });
  const row = await findQuestionnaireOfOrder(app.db, order.id);
  if (!row) throw new DomainError(ErrorCode.Internal, 'The questionnaire was not written');
  return toQuestionnaireMessage(row, order.locale);
}
