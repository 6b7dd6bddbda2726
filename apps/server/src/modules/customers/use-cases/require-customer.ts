import { DomainError, ErrorCode } from '@foundly/domain';
import type { Executor } from '../../../db/client.js';
import { findCustomerByUserId } from '../customers.repository.js';

/** The caller's customer record, or 'Customer not found' (the client then goes to /create-customer). */
export async function requireCustomer(db: Executor, userId: string) {
  const customer = await findCustomerByUserId(db, userId);
  if (!customer) throw new DomainError(ErrorCode.CustomerNotFound, 'Customer not found');
  return customer;
}
