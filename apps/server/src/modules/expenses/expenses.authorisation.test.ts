import { Code } from '@connectrpc/connect';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeCallerChecks, type OrderingCustomer } from '../../../test/caller-checks.js';
import { sha256, signUpSpanishCustomer } from '../../../test/documents.js';
import { BACKENDS, useTestApp, type RpcClients } from '../../../test/harness.js';
import { renderTicketPdf } from '../../../test/ocr-documents.js';
import { announceTicket, expectRefused, HAND_ENTERED } from '../../../test/expenses.js';

/** An expense of the owner's, made with their own session. */
async function createOwn(owner: OrderingCustomer) {
  const { expense } = await owner.rpc.expenses.createExpense({
    accountId: owner.order.accountId,
    fields: HAND_ENTERED,
  });
  return expense!;
}

describe.each(BACKENDS)('ExpenseService authorisation on %s', (backend) => {
  const app = useTestApp(backend);

  const checks: [string, (rpc: RpcClients, owner: OrderingCustomer) => Promise<unknown>][] = [
    [
      'ListExpenses',
      (rpc, owner) => rpc.expenses.listExpenses({ accountId: owner.order.accountId }),
    ],
    [
      'GetExpense',
      async (rpc, owner) => rpc.expenses.getExpense({ id: (await createOwn(owner)).id }),
    ],
    [
      'CreateExpense',
      (rpc, owner) =>
        rpc.expenses.createExpense({ accountId: owner.order.accountId, fields: HAND_ENTERED }),
    ],
    [
      'EditExpense',
      async (rpc, owner) =>
        rpc.expenses.editExpense({ id: (await createOwn(owner)).id, fields: HAND_ENTERED }),
    ],
    [
      'DeleteExpense',
      async (rpc, owner) => rpc.expenses.deleteExpense({ id: (await createOwn(owner)).id }),
    ],
    [
      'SetExpensePaid',
      async (rpc, owner) =>
        rpc.expenses.setExpensePaid({ id: (await createOwn(owner)).id, paid: true }),
    ],
    [
      'GetExpenseUploadUrl',
      (rpc, owner) =>
        rpc.expenses.getExpenseUploadUrl({
          accountId: owner.order.accountId,
          fileName: 'ticket.pdf',
          size: 10n,
          sha256: sha256(Buffer.from('0123456789')),
        }),
    ],
    [
      'ReadExpenseTicket',
      async (rpc, owner) => {
        const slot = await announceTicket(
          owner.rpc,
          owner.order.accountId,
          await renderTicketPdf(),
        );
        return rpc.expenses.readExpenseTicket({
          accountId: owner.order.accountId,
          uploadId: slot.uploadId,
        });
      },
    ],
    [
      'GetExpenseFileUrl',
      async (rpc, owner) => {
        const accountId = owner.order.accountId;
        const slot = await announceTicket(owner.rpc, accountId, await renderTicketPdf());
        const { expense } = await owner.rpc.expenses.createExpense({
          accountId,
          fields: HAND_ENTERED,
          uploadId: slot.uploadId,
        });
        return rpc.expenses.getExpenseFileUrl({ id: expense!.id });
      },
    ],
  ];
  for (const [procedure, call] of checks) {
    describeCallerChecks(procedure, app, call, signUpSpanishCustomer);
  }

  describe("another customer's ids are refused and nothing of theirs changes", () => {
    let owner: OrderingCustomer;
    let stranger: OrderingCustomer;
    let theirs: Awaited<ReturnType<typeof createOwn>>;
    let theirFile: string;
    let theirUpload: string;

    beforeAll(async () => {
      [owner, stranger] = await Promise.all([
        signUpSpanishCustomer(app()),
        signUpSpanishCustomer(app()),
      ]);
      theirs = await createOwn(owner);
      const pdf = await renderTicketPdf();
      const kept = await announceTicket(owner.rpc, owner.order.accountId, pdf);
      const { expense } = await owner.rpc.expenses.createExpense({
        accountId: owner.order.accountId,
        fields: HAND_ENTERED,
        uploadId: kept.uploadId,
      });
      theirFile = expense!.id;
      theirUpload = (await announceTicket(owner.rpc, owner.order.accountId, pdf)).uploadId;
    });

    const ownAccount = () => stranger.order.accountId;
    const theirAccount = () => owner.order.accountId;

    it.each([
      ['ListExpenses', () => stranger.rpc.expenses.listExpenses({ accountId: theirAccount() })],
      [
        'CreateExpense on their account',
        () =>
          stranger.rpc.expenses.createExpense({ accountId: theirAccount(), fields: HAND_ENTERED }),
      ],
      [
        'GetExpenseUploadUrl on their account',
        () =>
          stranger.rpc.expenses.getExpenseUploadUrl({
            accountId: theirAccount(),
            fileName: 'ticket.pdf',
            size: 10n,
            sha256: sha256(Buffer.from('0123456789')),
          }),
      ],
      [
        'ReadExpenseTicket on their account',
        () =>
          stranger.rpc.expenses.readExpenseTicket({
            accountId: theirAccount(),
            uploadId: theirUpload,
          }),
      ],
    ])('%s: their account is not_found', async (_what, call) => {
      await expectRefused(call(), Code.NotFound, { reason: 'ACCOUNT_NOT_FOUND' });
    });

    it.each([
      ['GetExpense', () => stranger.rpc.expenses.getExpense({ id: theirs.id })],
      [
        'EditExpense',
        () => stranger.rpc.expenses.editExpense({ id: theirs.id, fields: HAND_ENTERED }),
      ],
      ['DeleteExpense', () => stranger.rpc.expenses.deleteExpense({ id: theirs.id })],
      ['SetExpensePaid', () => stranger.rpc.expenses.setExpensePaid({ id: theirs.id, paid: true })],
      ['GetExpenseFileUrl', () => stranger.rpc.expenses.getExpenseFileUrl({ id: theirFile })],
    ])('%s: their expense is not_found', async (_what, call) => {
      await expectRefused(call(), Code.NotFound, { reason: 'EXPENSE_NOT_FOUND' });
    });

    it.each([
      [
        'ReadExpenseTicket',
        () =>
          stranger.rpc.expenses.readExpenseTicket({
            accountId: ownAccount(),
            uploadId: theirUpload,
          }),
      ],
      [
        'CreateExpense',
        () =>
          stranger.rpc.expenses.createExpense({
            accountId: ownAccount(),
            fields: HAND_ENTERED,
            uploadId: theirUpload,
          }),
      ],
    ])('%s with their upload on one’s own account: the upload is not_found', async (_w, call) => {
      await expectRefused(call(), Code.NotFound, { reason: 'UPLOAD_NOT_FOUND' });
    });

    it('their expenses, upload and file are as they were', async () => {
      const { expense } = await owner.rpc.expenses.getExpense({ id: theirs.id });
      expect(expense).toEqual(theirs);
      const listed = await owner.rpc.expenses.listExpenses({ accountId: theirAccount() });
      expect(listed.totalCount).toBe(2);
      const mine = await stranger.rpc.expenses.listExpenses({ accountId: ownAccount() });
      expect(mine.totalCount).toBe(0);
      const read = await owner.rpc.expenses.readExpenseTicket({
        accountId: theirAccount(),
        uploadId: theirUpload,
      });
      expect(read.fields?.supplierNif).toBe('B86561412');
      await expect(owner.rpc.expenses.getExpenseFileUrl({ id: theirFile })).resolves.toBeDefined();
    });
  });
});
