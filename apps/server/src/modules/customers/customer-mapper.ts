import { create } from '@bufbuild/protobuf';
import { CustomerSchema, type Customer } from '@foundly/proto';
import type { CustomerRow } from './customers.repository.js';

export function toCustomerMessage(row: CustomerRow): Customer {
  return create(CustomerSchema, {
    id: row.id,
    name: row.name,
    email: row.email,
    settings: { marketingEmails: row.marketingEmails },
  });
}
