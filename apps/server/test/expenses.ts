import type { Code } from '@connectrpc/connect';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { ExpenseFieldsSchema } from '@foundly/proto';
import { expect } from 'vitest';
import { putBytes, sha256 } from './documents.js';
import { expectRpcError, type RpcClients } from './harness.js';

/** A supplier invoice of 100 € + 21 % = 121 €, fully deductible, dated in the past. */
export const HAND_ENTERED: MessageInitShape<typeof ExpenseFieldsSchema> = {
  supplierNif: 'B12345674',
  supplierName: 'Papelería Sol SL',
  number: 'F-2026-0012',
  date: '2026-01-15',
  base: 100_00n,
  ivaRate: 0.21,
  iva: 21_00n,
  total: 121_00n,
  deductibleShare: 1,
};

/** Announces a ticket for the account and PUTs its bytes. */
export async function announceTicket(
  rpc: RpcClients,
  accountId: string,
  bytes: Buffer,
  fileName = 'ticket.pdf',
) {
  const slot = await rpc.expenses.getExpenseUploadUrl({
    accountId,
    fileName,
    size: BigInt(bytes.length),
    sha256: sha256(bytes),
  });
  const put = await putBytes(slot.url, bytes, slot.headers);
  expect(put.status).toBe(200);
  return slot;
}

/** A refusal with its code, and the reason or field violation a client reads. */
export async function expectRefused(
  call: Promise<unknown>,
  code: Code,
  expected: { reason?: string; field?: string; description?: string } = {},
) {
  const { detail } = await expectRpcError(call, code);
  if (expected.reason) expect(detail?.reason).toBe(expected.reason);
  if (expected.field) {
    expect(detail?.fieldViolations).toContainEqual(
      expect.objectContaining({
        field: expected.field,
        ...(expected.description ? { description: expected.description } : {}),
      }),
    );
  }
}
