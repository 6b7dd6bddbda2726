import { canWriteWithSubscription, DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { findAccountSubscription } from './subscriptions.repository.js';

/**
 * Refuses a change to the plan's books (the Área contable: facturas,
 * presupuestos, gastos) when the account's subscription has ended or is
 * unpaid past its grace: failed_precondition PLAN_READ_ONLY, before anything
 * is written. Reading, downloading and exporting never come here. Call it
 * after the account was found to be the caller's, so that another customer's
 * id is not_found whatever their plan.
 */
export async function assertPlanAllowsChanges(
  app: AppContext,
  accountId: string,
  db: Executor = app.db,
): Promise<void> {
  const subscription = await findAccountSubscription(db, accountId);
  if (!canWriteWithSubscription(subscription, app.clock.now())) {
    throw new DomainError(
      ErrorCode.PlanReadOnly,
      'The plan has ended or is unpaid: the accounting area is read-only',
    );
  }
}
