import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { requireComplianceOrder, type ComplianceOrder } from '../compliance-order.js';
import { getCalendarUrl, toPlanMessage } from '../compliance-mapper.js';
import { findPlanOfOrder, listSteps } from '../compliance.repository.js';
import type { ComplianceOrderRequest } from './get-compliance-questionnaire.js';

/** The plan of one of the caller's orders, or undefined before it is generated. */
export async function getCompliancePlan(
  app: AppContext,
  caller: Caller,
  request: ComplianceOrderRequest,
) {
  const order = await requireComplianceOrder(app, app.db, caller, request);
  return readCompliancePlan(app, order);
}

/** The plan of a checked order with its steps, in the order's language. */
export async function readCompliancePlan(app: AppContext, order: ComplianceOrder) {
  const plan = await findPlanOfOrder(app.db, order.id);
  if (!plan) return undefined;
  const steps = await listSteps(app.db, plan.id);
  return toPlanMessage(plan, steps, order.locale, getCalendarUrl(app.config.baseUrl, plan));
}
