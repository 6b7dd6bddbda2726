import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { requireComplianceOrder } from '../compliance-order.js';
import { toQuestionnaireMessage } from '../compliance-mapper.js';
import { findQuestionnaireOfOrder } from '../compliance.repository.js';

export interface ComplianceOrderRequest {
  orderId: string;
  country: string;
  locale?: string;
}

/** The questionnaire of one of the caller's orders, or undefined before it is generated. */
export async function getComplianceQuestionnaire(
  app: AppContext,
  caller: Caller,
  request: ComplianceOrderRequest,
) {
  const order = await requireComplianceOrder(app, app.db, caller, request);
  const row = await findQuestionnaireOfOrder(app.db, order.id);
  return row ? toQuestionnaireMessage(row, order.locale) : undefined;
}
