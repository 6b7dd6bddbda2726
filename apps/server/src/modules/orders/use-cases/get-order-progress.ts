import { DomainError, ErrorCode, getCountryOfPrefix, isCountryPrefix } from '@foundly/domain';
import { CountryCode } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { findOrderOfUser } from '../../ownership/index.js';
import { computeOrderProgress } from '../../questionnaire/index.js';

/**
 * The questionnaire progress of one of the caller's orders, asked for from a
 * country's area (spec 01 §7): the area must be the order's own country.
 */
export async function getOrderProgress(
  app: AppContext,
  caller: Caller,
  countryPrefix: string,
  orderId: string,
) {
  if (!isCountryPrefix(countryPrefix)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Unknown country prefix', [
      { field: 'countryPrefix', message: 'errors.field.invalid' },
    ]);
  }
  if (!isUuid(orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'orderId', message: 'errors.field.invalid' },
    ]);
  }
  const order = await findOrderOfUser(app.db, caller.userId, orderId);
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  if (order.countryCode !== CountryCode[getCountryOfPrefix(countryPrefix)]) {
    throw new DomainError(ErrorCode.InvalidArgument, 'The order belongs to another country', [
      { field: 'countryPrefix', message: 'errors.field.invalid' },
    ]);
  }
  return computeOrderProgress(order);
}
