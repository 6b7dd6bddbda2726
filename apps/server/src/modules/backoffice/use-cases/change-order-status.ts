import { canTransition, DomainError, ErrorCode } from '@foundly/domain';
import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { lockOrder, moveOrderStatus, toStatusName } from '../../order-records/index.js';
import { recordOperatorAction } from '../backoffice.repository.js';
import { recordUkIncorporation } from './record-incorporation.js';

export interface ChangeOrderStatusInput {
  orderId: string;
  expectedStatus: OrderStatus;
  status: OrderStatus;
  reason: string;
  /** A UK company moved to COMPANY_FORMED: the number on its certificate of incorporation. */
  companyNumber?: string;
}

const MAX_REASON_LENGTH = 2_000;
/** Closing a file must say why: the founder's support and the audit need it. */
const NEEDS_REASON = new Set([OrderStatus.CANCELED, OrderStatus.DECLINED]);

function invalid(field: string, message: string, text: string) {
  return new DomainError(ErrorCode.InvalidArgument, text, [{ field, message }]);
}

/**
 * Moves a file on from the status the operator saw. The row is locked, the
 * status compared with the one expected (a stale page is refused with
 * STATUS_CHANGED), the transition checked against the country's lifecycle,
 * and the change made by compare-and-set with its audit row, e-mail and
 * signature request in the same transaction: of two operators moving the same
 * file at once, exactly one succeeds. A UK company's incorporation records
 * its company number and needs its certificate first (`recordUkIncorporation`).
 */
export async function changeOrderStatus(
  app: AppContext,
  operator: Caller,
  input: ChangeOrderStatusInput,
) {
  if (!isUuid(input.orderId)) {
    throw invalid('order_id', 'errors.field.invalid', 'Invalid order id');
  }
  const reason = input.reason.trim();
  if (reason.length > MAX_REASON_LENGTH) {
    throw invalid('reason', 'errors.field.tooLong', 'Reason too long');
  }
  if (NEEDS_REASON.has(input.status) && !reason) {
    throw invalid('reason', 'errors.field.required', 'Say why the file is closed');
  }
  const result = await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
    if (order.status !== OrderStatus[input.expectedStatus]) {
      throw new DomainError(
        ErrorCode.StatusChanged,
        `The file is ${order.status}, not ${OrderStatus[input.expectedStatus]}`,
      );
    }
    const lifecycleOrder = {
      country: CountryCode[order.countryCode],
      legalForm: LegalForm[order.legalForm],
      status: input.expectedStatus,
    };
    if (!canTransition(lifecycleOrder, input.status, 'operator')) {
      throw new DomainError(
        ErrorCode.TransitionNotAllowed,
        `An operator cannot move a file from ${order.status} to ${OrderStatus[input.status]}`,
        [{ field: 'status', message: 'errors.field.invalid' }],
      );
    }
    const companyNumber = input.companyNumber?.trim() ?? '';
    const incorporates =
      order.countryCode === CountryCode[CountryCode.UK] &&
      input.status === OrderStatus.COMPANY_FORMED;
    if (incorporates) await recordUkIncorporation(tx, app, order, companyNumber);
    else if (companyNumber) {
      throw invalid(
        'company_number',
        'errors.field.invalid',
        'A company number only on incorporation',
      );
    }
    const moved = await moveOrderStatus(tx, app, {
      orderId: order.id,
      from: order.status,
      to: toStatusName(input.status),
      actor: 'operator',
      actorUserId: operator.userId,
      reason,
    });
    if (!moved) throw new DomainError(ErrorCode.StatusChanged, 'The file moved meanwhile');
    await recordOperatorAction(tx, {
      operatorUserId: operator.userId,
      action: 'change_status',
      orderId: order.id,
      target: moved.change.id,
      details: { from: order.status, to: moved.change.toStatus },
    });
    return moved;
  });
  app.worker.kick();
  return result;
}
