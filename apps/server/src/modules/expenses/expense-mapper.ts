import { create } from '@bufbuild/protobuf';
import type { TicketFields } from '@foundly/domain';
import {
  ExpenseFieldsSchema,
  ExpenseSchema,
  ExpenseSource,
  type Expense,
  type ExpenseFields,
} from '@foundly/proto';
import { toEpochSeconds } from '../../rpc/timestamps.js';
import type { ExpenseRow } from './expenses.repository.js';

export function toExpenseMessage(row: ExpenseRow): Expense {
  return create(ExpenseSchema, {
    id: row.id,
    accountId: row.accountId,
    fields: create(ExpenseFieldsSchema, {
      supplierNif: row.supplierNif,
      supplierName: row.supplierName,
      number: row.number,
      date: row.date,
      base: row.base,
      ivaRate: row.ivaRate,
      iva: row.iva,
      total: row.total,
      deductibleShare: row.deductibleShare,
    }),
    source: row.source === 'file' ? ExpenseSource.FILE : ExpenseSource.MANUAL,
    paid: row.paid,
    fileName: row.fileName ?? '',
    createdAt: toEpochSeconds(row.createdAt),
    updatedAt: toEpochSeconds(row.updatedAt),
  });
}

/** A ticket's reading as the form's fields: what was not read is empty; the share is 100 %. */
export function toReadFields(fields: TicketFields): {
  fields: ExpenseFields;
  ivaRateFound: boolean;
} {
  return {
    fields: create(ExpenseFieldsSchema, {
      supplierNif: fields.supplierNif,
      supplierName: fields.supplierName,
      number: fields.number,
      date: fields.date,
      base: fields.base ?? 0n,
      ivaRate: fields.ivaRate ?? 0,
      iva: fields.iva ?? 0n,
      total: fields.total ?? 0n,
      deductibleShare: 1,
    }),
    ivaRateFound: fields.ivaRate !== undefined,
  };
}
