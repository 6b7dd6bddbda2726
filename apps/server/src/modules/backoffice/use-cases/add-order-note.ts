import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { insertNote, recordOperatorAction } from '../backoffice.repository.js';
import { lockOrder } from '../../order-records/index.js';

const MAX_NOTE_LENGTH = 5_000;

/** Adds an operator's note to a file (1 to 5,000 characters); audited. */
export async function addOrderNote(
  app: AppContext,
  operator: Caller,
  input: { orderId: string; body: string },
) {
  if (!isUuid(input.orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'order_id', message: 'errors.field.invalid' },
    ]);
  }
  const body = input.body.trim();
  if (!body || body.length > MAX_NOTE_LENGTH) {
    throw new DomainError(ErrorCode.InvalidArgument, 'A note has 1 to 5,000 characters', [
      { field: 'body', message: body ? 'errors.field.tooLong' : 'errors.field.required' },
    ]);
  }
  return app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
    const note = await insertNote(tx, {
      orderId: order.id,
      authorUserId: operator.userId,
      authorName: operator.name || operator.email,
      body,
      createdAt: app.clock.now(),
    });
    await recordOperatorAction(tx, {
      operatorUserId: operator.userId,
      action: 'add_note',
      orderId: order.id,
      target: note.id,
    });
    return note;
  });
}
