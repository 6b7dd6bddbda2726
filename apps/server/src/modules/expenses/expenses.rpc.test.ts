import { Code } from '@connectrpc/connect';
import { EXPENSE_FIELD_MESSAGES as M } from '@foundly/domain';
import { CountryCode, ExpenseSource, LegalForm } from '@foundly/proto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expenses, uploads } from '../../db/schema/index.js';
import type { OrderingCustomer } from '../../../test/caller-checks.js';
import { download, sampleFiles, sha256, signUpSpanishCustomer } from '../../../test/documents.js';
import { announceTicket, expectRefused, HAND_ENTERED } from '../../../test/expenses.js';
import { BACKENDS, useTestApp, type TestApp } from '../../../test/harness.js';
import { renderTicketPdf, TICKET_EXPECTED } from '../../../test/ocr-documents.js';

async function countExpenses(app: TestApp, accountId: string) {
  const [row] = await app.context.db
    .select({ total: count() })
    .from(expenses)
    .where(eq(expenses.accountId, accountId));
  return row?.total ?? 0;
}

describe.each(BACKENDS)('ExpenseService on %s', (backend) => {
  const app = useTestApp(backend);
  let founder: OrderingCustomer;
  let accountId: string;

  beforeAll(async () => {
    founder = await signUpSpanishCustomer(app());
    accountId = founder.order.accountId;
  });

  describe('an expense entered by hand', () => {
    it('is created, read, listed, edited, marked paid and deleted', async () => {
      const { expense } = await founder.rpc.expenses.createExpense({
        accountId,
        fields: { ...HAND_ENTERED, supplierNif: 'b-12345674 ' },
      });
      expect(expense).toMatchObject({
        accountId,
        source: ExpenseSource.MANUAL,
        paid: false,
        fileName: '',
        fields: { ...HAND_ENTERED, supplierNif: 'B12345674' },
      });
      const id = expense!.id;
      const got = await founder.rpc.expenses.getExpense({ id });
      expect(got.expense).toEqual(expense);

      const listed = await founder.rpc.expenses.listExpenses({ accountId });
      expect(listed.expenses.map((row) => row.id)).toContain(id);

      const edited = await founder.rpc.expenses.editExpense({
        id,
        fields: { ...HAND_ENTERED, deductibleShare: 0.5, supplierName: 'Papelería Luna SL' },
      });
      expect(edited.expense?.fields).toMatchObject({
        deductibleShare: 0.5,
        supplierName: 'Papelería Luna SL',
      });

      const paid = await founder.rpc.expenses.setExpensePaid({ id, paid: true });
      expect(paid.expense).toMatchObject({ paid: true, fields: { deductibleShare: 0.5 } });
      expect((await founder.rpc.expenses.getExpense({ id })).expense?.paid).toBe(true);

      await founder.rpc.expenses.deleteExpense({ id });
      await expectRefused(founder.rpc.expenses.getExpense({ id }), Code.NotFound);
    });

    it('pages the list, the latest date first, with the count of pages', async () => {
      const someone = await signUpSpanishCustomer(app());
      const ownAccount = someone.order.accountId;
      const empty = await someone.rpc.expenses.listExpenses({ accountId: ownAccount });
      expect(empty).toMatchObject({ expenses: [], page: 1, totalPages: 1, totalCount: 0 });
      for (const day of ['2026-01-10', '2026-01-12', '2026-01-11']) {
        await someone.rpc.expenses.createExpense({
          accountId: ownAccount,
          fields: { ...HAND_ENTERED, date: day },
        });
      }
      const first = await someone.rpc.expenses.listExpenses({
        accountId: ownAccount,
        page: 1,
        pageSize: 2,
      });
      expect(first).toMatchObject({ page: 1, totalPages: 2, totalCount: 3 });
      expect(first.expenses.map((row) => row.fields?.date)).toEqual(['2026-01-12', '2026-01-11']);
      const second = await someone.rpc.expenses.listExpenses({
        accountId: ownAccount,
        page: 2,
        pageSize: 2,
      });
      expect(second.expenses.map((row) => row.fields?.date)).toEqual(['2026-01-10']);
      await expectRefused(
        someone.rpc.expenses.listExpenses({ accountId: ownAccount, pageSize: 101 }),
        Code.InvalidArgument,
        { field: 'page_size' },
      );
    });
  });

  describe('refusals: a precise code, the field and its message, nothing stored', () => {
    const future = (days: number) => {
      const date = new Date(Date.now() + days * 86_400_000);
      return date.toISOString().slice(0, 10);
    };

    it.each([
      ['an NIF with a wrong control letter', { supplierNif: 'B12345675' }, 'supplier_nif', M.nif],
      ['a DNI with a wrong letter', { supplierNif: '12345678A' }, 'supplier_nif', M.nif],
      ['no NIF', { supplierNif: '' }, 'supplier_nif', M.required],
      [
        'an IVA that is not 21 % of the base',
        { iva: 20_00n, total: 120_00n },
        'iva',
        M.ivaMismatch,
      ],
      ['a total that is not base + IVA', { total: 125_00n }, 'total', M.totalMismatch],
      ['a rate of 20 %', { ivaRate: 0.2, iva: 20_00n, total: 120_00n }, 'iva_rate', M.ivaRate],
      ['a deductible share above 100 %', { deductibleShare: 1.5 }, 'deductible_share', M.percent],
      ['a negative deductible share', { deductibleShare: -0.1 }, 'deductible_share', M.percent],
      ['a date in the future', { date: future(3) }, 'date', M.futureDate],
      ['an impossible date', { date: '2026-02-30' }, 'date', M.date],
      [
        'a supplier name too long',
        { supplierName: 'x'.repeat(201) },
        'supplier_name',
        'errors.field.tooLong',
      ],
    ])('%s', async (_what, overrides, field, message) => {
      const before = await countExpenses(app(), accountId);
      await expectRefused(
        founder.rpc.expenses.createExpense({
          accountId,
          fields: { ...HAND_ENTERED, ...overrides },
        }),
        Code.InvalidArgument,
        { field: `fields.${field}`, description: message },
      );
      const { expense } = await founder.rpc.expenses.createExpense({
        accountId,
        fields: HAND_ENTERED,
      });
      await expectRefused(
        founder.rpc.expenses.editExpense({
          id: expense!.id,
          fields: { ...HAND_ENTERED, ...overrides },
        }),
        Code.InvalidArgument,
        { field: `fields.${field}`, description: message },
      );
      expect((await founder.rpc.expenses.getExpense({ id: expense!.id })).expense?.fields).toEqual(
        expect.objectContaining(HAND_ENTERED),
      );
      expect(await countExpenses(app(), accountId)).toBe(before + 1);
      await founder.rpc.expenses.deleteExpense({ id: expense!.id });
    });

    it('a French company has no gastos: failed_precondition', async () => {
      const french = await app().signUpCustomer();
      const { order } = await french.rpc.orders.createOrder({
        countryCode: CountryCode.FR,
        companyLegalForm: LegalForm.SASU,
        companyName: 'Acme',
      });
      await expectRefused(
        french.rpc.expenses.createExpense({ accountId: order!.accountId, fields: HAND_ENTERED }),
        Code.FailedPrecondition,
        { reason: 'EXPENSES_NOT_OFFERED' },
      );
      await expectRefused(
        french.rpc.expenses.listExpenses({ accountId: order!.accountId }),
        Code.FailedPrecondition,
      );
      expect(await countExpenses(app(), order!.accountId)).toBe(0);
    });

    it('a malformed account id is invalid_argument', async () => {
      await expectRefused(
        founder.rpc.expenses.listExpenses({ accountId: 'not-an-id' }),
        Code.InvalidArgument,
        { field: 'account_id' },
      );
    });
  });

  describe('an expense from a ticket', () => {
    it('reads the ticket for review, stores nothing, then keeps the file with the gasto', async () => {
      const pdf = await renderTicketPdf();
      const before = await countExpenses(app(), accountId);
      const slot = await announceTicket(founder.rpc, accountId, pdf);
      const read = await founder.rpc.expenses.readExpenseTicket({
        accountId,
        uploadId: slot.uploadId,
      });
      expect(read).toMatchObject({
        fields: { ...TICKET_EXPECTED, deductibleShare: 1 },
        ivaRateFound: true,
      });
      expect(await countExpenses(app(), accountId)).toBe(before);

      const { expense } = await founder.rpc.expenses.createExpense({
        accountId,
        fields: { ...read.fields!, deductibleShare: 0.5 },
        uploadId: slot.uploadId,
      });
      expect(expense).toMatchObject({
        source: ExpenseSource.FILE,
        fileName: 'ticket.pdf',
        fields: { ...TICKET_EXPECTED, deductibleShare: 0.5 },
      });
      const link = await founder.rpc.expenses.getExpenseFileUrl({ id: expense!.id });
      const downloaded = await download(link.url);
      expect(downloaded.bytes.equals(pdf)).toBe(true);

      await expectRefused(
        founder.rpc.expenses.createExpense({
          accountId,
          fields: read.fields,
          uploadId: slot.uploadId,
        }),
        Code.FailedPrecondition,
        { reason: 'UPLOAD_ALREADY_USED' },
      );
      await expectRefused(
        founder.rpc.expenses.readExpenseTicket({ accountId, uploadId: slot.uploadId }),
        Code.FailedPrecondition,
        { reason: 'UPLOAD_ALREADY_USED' },
      );

      await founder.rpc.expenses.deleteExpense({ id: expense!.id });
      expect((await download(link.url)).response.ok).toBe(false);
    });

    it('refused fields leave the upload unused and the file where it was', async () => {
      const pdf = await renderTicketPdf();
      const slot = await announceTicket(founder.rpc, accountId, pdf);
      const before = await countExpenses(app(), accountId);
      await expectRefused(
        founder.rpc.expenses.createExpense({
          accountId,
          fields: { ...HAND_ENTERED, total: 1n },
          uploadId: slot.uploadId,
        }),
        Code.InvalidArgument,
      );
      expect(await countExpenses(app(), accountId)).toBe(before);
      const [upload] = await app()
        .context.db.select({ status: uploads.status })
        .from(uploads)
        .where(eq(uploads.id, slot.uploadId));
      expect(upload?.status).not.toBe('CONFIRMED');
      const { expense } = await founder.rpc.expenses.createExpense({
        accountId,
        fields: HAND_ENTERED,
        uploadId: slot.uploadId,
      });
      expect(expense?.source).toBe(ExpenseSource.FILE);
    });

    it('bytes that are not what the name said (an S3 store takes any) are invalid_argument', async () => {
      // The local store refuses them at the PUT; a bucket does not look, so they are written here.
      const exe = sampleFiles.exe();
      const slot = await founder.rpc.expenses.getExpenseUploadUrl({
        accountId,
        fileName: 'ticket.png',
        size: BigInt(exe.length),
        sha256: sha256(exe),
      });
      await app().context.storage.write(`incoming/${slot.uploadId}`, exe);
      await expectRefused(
        founder.rpc.expenses.readExpenseTicket({ accountId, uploadId: slot.uploadId }),
        Code.InvalidArgument,
        { reason: 'INVALID_FILE' },
      );
      const before = await countExpenses(app(), accountId);
      await expectRefused(
        founder.rpc.expenses.createExpense({
          accountId,
          fields: HAND_ENTERED,
          uploadId: slot.uploadId,
        }),
        Code.InvalidArgument,
        { reason: 'INVALID_FILE' },
      );
      expect(await countExpenses(app(), accountId)).toBe(before);
      expect(await app().context.storage.size(`incoming/${slot.uploadId}`)).toBeUndefined();
    });

    it('a name that is not a PDF or a picture is refused before any byte is sent', async () => {
      await expectRefused(
        founder.rpc.expenses.getExpenseUploadUrl({
          accountId,
          fileName: 'ticket.exe',
          size: 10n,
          sha256: sha256(Buffer.from('0123456789')),
        }),
        Code.InvalidArgument,
        { reason: 'INVALID_FILE' },
      );
    });

    it('a ticket read before its bytes arrived is failed_precondition', async () => {
      const bytes = sampleFiles.pdf('not sent');
      const slot = await founder.rpc.expenses.getExpenseUploadUrl({
        accountId,
        fileName: 'ticket.pdf',
        size: BigInt(bytes.length),
        sha256: sha256(bytes),
      });
      await expectRefused(
        founder.rpc.expenses.readExpenseTicket({ accountId, uploadId: slot.uploadId }),
        Code.FailedPrecondition,
        { reason: 'UPLOAD_NOT_RECEIVED' },
      );
    });

    it('an expense entered by hand has no file to download', async () => {
      const { expense } = await founder.rpc.expenses.createExpense({
        accountId,
        fields: HAND_ENTERED,
      });
      await expectRefused(
        founder.rpc.expenses.getExpenseFileUrl({ id: expense!.id }),
        Code.NotFound,
      );
    });
  });
});
