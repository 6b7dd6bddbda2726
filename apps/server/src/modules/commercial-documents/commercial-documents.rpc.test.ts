import { Code } from '@connectrpc/connect';
import {
  CommercialDocumentKind,
  CommercialDocumentStatus,
  CountryCode,
  DocumentIssueProblemsSchema,
  LegalForm,
} from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { describeCallerChecks } from '../../../test/caller-checks.js';
import {
  invoiceInput,
  listDocumentRows,
  signUpSeller,
} from '../../../test/commercial-documents.js';
import {
  BACKENDS,
  expectRpcError,
  TestApp,
  useTestApp,
  type RpcClients,
} from '../../../test/harness.js';
import { signUpWithDraft } from '../../../test/payments.js';
import { setFeatureFlag } from '../feature-flags/index.js';
import { extractText, normaliseSpaces } from '../../../test/pdf-tools.js';

const create = (rpc: RpcClients, accountId: string, content = invoiceInput()) =>
  rpc.commercialDocuments.createCommercialDocument({ accountId, content });

describe.each(BACKENDS)('CommercialDocumentService on %s', (backend) => {
  const app = useTestApp(backend);

  describeCallerChecks(
    'GetMyCommercialDocuments',
    app,
    (rpc, caller) =>
      rpc.commercialDocuments.getMyCommercialDocuments({ accountId: caller.order.accountId }),
    signUpSeller,
  );

  describe('drafts', () => {
    it('saves a draft with its totals per rate, lists it and reads it', async () => {
      const seller = await signUpSeller(app());
      const { document } = await create(seller.rpc, seller.order.accountId);
      expect(document).toMatchObject({
        kind: CommercialDocumentKind.INVOICE,
        status: CommercialDocumentStatus.DRAFT,
        invoiceNumber: '',
        currency: 'EUR',
        totalNetAmount: 1_018_00n,
        totalTaxAmount: 200_99n,
        totalAmount: 1_218_99n,
      });
      expect(
        document!.taxBreakdown.map(({ rate, netAmount, taxAmount }) => ({
          rate,
          netAmount,
          taxAmount,
        })),
      ).toEqual([
        { rate: 0.055, netAmount: 18_00n, taxAmount: 99n },
        { rate: 0.2, netAmount: 1_000_00n, taxAmount: 200_00n },
      ]);
      expect(document!.content!.lineItems.map((line) => line.netAmount)).toEqual([
        1_000_00n,
        18_00n,
      ]);
      const { documents } = await seller.rpc.commercialDocuments.getMyCommercialDocuments({
        accountId: seller.order.accountId,
      });
      expect(documents.map((listed) => listed.id)).toEqual([document!.id]);
      const { customers } = await seller.rpc.commercialDocuments.getMyInvoiceCustomers({
        accountId: seller.order.accountId,
      });
      expect(customers.map((customer) => customer.companyName)).toEqual(['Client SARL']);
      expect(document!.content!.customer!.id).toBe(customers[0]!.id);
    });

    it('refuses bad input with the fields named, and writes nothing', async () => {
      const seller = await signUpSeller(app());
      const content = invoiceInput({
        dueDate: '2000-01-01',
        taxRate: 1.5,
        logo: new TextEncoder().encode('GIF89a not a png'),
      });
      content.lineItems[0]!.quantity = -1;
      const { fields } = await expectRpcError(
        create(seller.rpc, seller.order.accountId, content),
        Code.InvalidArgument,
      );
      expect(fields).toEqual([
        'content.due_date',
        'content.tax_rate',
        'content.line_items[0].quantity',
        'content.logo',
      ]);
      expect(await listDocumentRows(app(), seller.order.accountId)).toHaveLength(0);
      const { customers } = await seller.rpc.commercialDocuments.getMyInvoiceCustomers({
        accountId: seller.order.accountId,
      });
      expect(customers).toHaveLength(0);
    });

    it('keeps a PNG logo per account and removes it with empty bytes', async () => {
      const seller = await signUpSeller(app());
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
      const { document } = await create(
        seller.rpc,
        seller.order.accountId,
        invoiceInput({ logo: png }),
      );
      expect(document!.hasLogo).toBe(true);
      const read = await seller.rpc.commercialDocuments.getCommercialDocumentById({
        id: document!.id,
      });
      expect(read.logo).toEqual(png);
      await seller.rpc.commercialDocuments.editCommercialDocument({
        id: document!.id,
        content: invoiceInput({ logo: new Uint8Array() }),
      });
      const after = await seller.rpc.commercialDocuments.getCommercialDocumentById({
        id: document!.id,
      });
      expect(after.logo).toHaveLength(0);
      expect(after.document!.hasLogo).toBe(false);
    });

    it('edits, duplicates and deletes a draft', async () => {
      const seller = await signUpSeller(app());
      const { document } = await create(seller.rpc, seller.order.accountId);
      const edited = await seller.rpc.commercialDocuments.editCommercialDocument({
        id: document!.id,
        content: invoiceInput({ notes: 'Merci' }),
      });
      expect(edited.document!.content!.notes).toBe('Merci');
      const copy = await seller.rpc.commercialDocuments.duplicateCommercialDocument({
        id: document!.id,
      });
      expect(copy.document!.id).not.toBe(document!.id);
      expect(copy.document!.content!.lineItems).toHaveLength(2);
      await seller.rpc.commercialDocuments.deleteCommercialDocument({ id: document!.id });
      expect((await listDocumentRows(app(), seller.order.accountId)).map((row) => row.id)).toEqual([
        copy.document!.id,
      ]);
    });

    it('refuses a credit note created directly, and negative lines on an invoice', async () => {
      const seller = await signUpSeller(app());
      const { fields } = await expectRpcError(
        create(
          seller.rpc,
          seller.order.accountId,
          invoiceInput({ kind: CommercialDocumentKind.CREDIT_NOTE }),
        ),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['content.kind']);
    });
  });

  describe('who may see what', () => {
    it("answers not_found for another customer's account and documents, invalid_argument for malformed ids", async () => {
      const [mine, theirs] = await Promise.all([signUpSeller(app()), signUpSeller(app())]);
      const { document } = await create(theirs.rpc, theirs.order.accountId);
      const id = document!.id;
      const byId: [string, (rpc: RpcClients, id: string) => Promise<unknown>][] = [
        ['get', (rpc, value) => rpc.commercialDocuments.getCommercialDocumentById({ id: value })],
        [
          'edit',
          (rpc, value) =>
            rpc.commercialDocuments.editCommercialDocument({ id: value, content: invoiceInput() }),
        ],
        ['delete', (rpc, value) => rpc.commercialDocuments.deleteCommercialDocument({ id: value })],
        [
          'duplicate',
          (rpc, value) => rpc.commercialDocuments.duplicateCommercialDocument({ id: value }),
        ],
        ['issue', (rpc, value) => rpc.commercialDocuments.issueCommercialDocument({ id: value })],
        ['convert', (rpc, value) => rpc.commercialDocuments.convertQuoteToInvoice({ id: value })],
        ['credit', (rpc, value) => rpc.commercialDocuments.createCreditNote({ invoiceId: value })],
        [
          'paid',
          (rpc, value) =>
            rpc.commercialDocuments.setCommercialDocumentPaid({ id: value, paid: true }),
        ],
        [
          'download',
          (rpc, value) => rpc.commercialDocuments.downloadCommercialDocumentById({ id: value }),
        ],
      ];
      for (const [, call] of byId) {
        const { detail } = await expectRpcError(call(mine.rpc, id), Code.NotFound);
        expect(detail?.reason).toBe('COMMERCIAL_DOCUMENT_NOT_FOUND');
        await expectRpcError(call(mine.rpc, 'not-a-uuid'), Code.InvalidArgument);
      }
      const byAccount: ((rpc: RpcClients, accountId: string) => Promise<unknown>)[] = [
        (rpc, accountId) => rpc.commercialDocuments.getMyCommercialDocuments({ accountId }),
        (rpc, accountId) => create(rpc, accountId),
        (rpc, accountId) =>
          rpc.commercialDocuments.downloadCommercialDocument({
            accountId,
            content: invoiceInput(),
          }),
        (rpc, accountId) => rpc.commercialDocuments.getMyInvoiceCustomers({ accountId }),
        (rpc, accountId) => rpc.commercialDocuments.getInvoiceSeller({ accountId }),
      ];
      for (const call of byAccount) {
        const { detail } = await expectRpcError(
          call(mine.rpc, theirs.order.accountId),
          Code.NotFound,
        );
        expect(detail?.reason).toBe('ACCOUNT_NOT_FOUND');
        const { fields } = await expectRpcError(call(mine.rpc, 'nope'), Code.InvalidArgument);
        expect(fields).toEqual(['account_id']);
      }
      expect(await listDocumentRows(app(), theirs.order.accountId)).toHaveLength(1);
      expect(await listDocumentRows(app(), mine.order.accountId)).toHaveLength(0);
    });

    it('refuses a Spanish company (SL) and everyone while the flag is off: failed_precondition', async () => {
      const spanish = await signUpWithDraft(app(), {
        countryCode: CountryCode.ES,
        companyLegalForm: LegalForm.SL,
      });
      const { detail } = await expectRpcError(
        spanish.rpc.commercialDocuments.getMyCommercialDocuments({
          accountId: spanish.order.accountId,
        }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('INVOICE_TOOL_NOT_OFFERED');
      const seller = await signUpSeller(app());
      await setFeatureFlag(app().context.db, 'invoice_tool', false);
      try {
        await expectRpcError(create(seller.rpc, seller.order.accountId), Code.FailedPrecondition);
        expect(await listDocumentRows(app(), seller.order.accountId)).toHaveLength(0);
      } finally {
        await setFeatureFlag(app().context.db, 'invoice_tool', true);
      }
    });
  });

  describe('issuing', () => {
    it('names the missing mentions and writes nothing', async () => {
      const seller = await signUpSeller(app(), { registered: false });
      const { document } = await create(seller.rpc, seller.order.accountId);
      const { error, detail } = await expectRpcError(
        seller.rpc.commercialDocuments.issueCommercialDocument({ id: document!.id }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('COMMERCIAL_DOCUMENT_NOT_ISSUABLE');
      const [problems] = error.findDetails(DocumentIssueProblemsSchema);
      expect(problems!.problems.map(({ field, reason }) => `${field}:${reason}`)).toEqual([
        'seller.registration_number:missing',
        'seller.register:missing',
        'seller.share_capital:missing',
        'seller.vat_number:missing',
      ]);
      const [row] = await listDocumentRows(app(), seller.order.accountId);
      expect(row).toMatchObject({ status: 'DRAFT', number: null, seller: null });
      const { problems: sellerProblems } = await seller.rpc.commercialDocuments.getInvoiceSeller({
        accountId: seller.order.accountId,
      });
      expect(sellerProblems.map((problem) => problem.field)).toEqual([
        'seller.registration_number',
        'seller.register',
        'seller.share_capital',
        'seller.vat_number',
      ]);
    });

    it('numbers, freezes the seller, and refuses edits and deletion after', async () => {
      const seller = await signUpSeller(app());
      const { document } = await create(seller.rpc, seller.order.accountId);
      const { document: issued } = await seller.rpc.commercialDocuments.issueCommercialDocument({
        id: document!.id,
      });
      const year = issued!.content!.invoiceDate.slice(0, 4);
      expect(issued).toMatchObject({
        status: CommercialDocumentStatus.ISSUED,
        invoiceNumber: `F-${year}-0001`,
        seller: {
          companyName: 'Acme',
          registrationNumber: '552100554',
          legalForm: 'SASU',
          vatExempt: false,
        },
      });
      const again = await seller.rpc.commercialDocuments.issueCommercialDocument({
        id: document!.id,
      });
      expect(again.document!.invoiceNumber).toBe(`F-${year}-0001`);
      expect(again.document!.issuedAt).toBe(issued!.issuedAt);
      const changes = [
        () =>
          seller.rpc.commercialDocuments.editCommercialDocument({
            id: document!.id,
            content: invoiceInput(),
          }),
        () => seller.rpc.commercialDocuments.deleteCommercialDocument({ id: document!.id }),
      ];
      for (const change of changes) {
        const { detail } = await expectRpcError(change(), Code.FailedPrecondition);
        expect(detail?.reason).toBe('COMMERCIAL_DOCUMENT_FROZEN');
      }
      const { pdf, fileName } = await seller.rpc.commercialDocuments.downloadCommercialDocumentById(
        {
          id: document!.id,
        },
      );
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      expect(fileName).toBe(`Facture-F-${year}-0001.pdf`);
      expect(normaliseSpaces(await extractText(pdf))).toContain(`F-${year}-0001`);
    });

    it('a micro-entrepreneur under the franchise issues without VAT', async () => {
      const seller = await signUpSeller(app(), { legalForm: LegalForm.MICROENTERPRISE });
      const { document } = await create(seller.rpc, seller.order.accountId);
      expect(document!.totalTaxAmount).toBe(0n);
      const { document: issued } = await seller.rpc.commercialDocuments.issueCommercialDocument({
        id: document!.id,
      });
      expect(issued!.seller).toMatchObject({ vatExempt: true, legalForm: 'EI' });
      expect(issued!.totalAmount).toBe(1_018_00n);
    });

    it('a UK company numbers INV- in pounds', async () => {
      const seller = await signUpSeller(app(), { country: 'UK' });
      const { document } = await create(
        seller.rpc,
        seller.order.accountId,
        invoiceInput({ language: 'en-gb' }),
      );
      const { document: issued } = await seller.rpc.commercialDocuments.issueCommercialDocument({
        id: document!.id,
      });
      expect(issued!.currency).toBe('GBP');
      expect(issued!.invoiceNumber).toMatch(/^INV-\d{4}-0001$/);
    });

    it('a quote becomes an invoice; an invoice is cancelled by a credit note with negated lines', async () => {
      const seller = await signUpSeller(app());
      const { document: quote } = await create(
        seller.rpc,
        seller.order.accountId,
        invoiceInput({ kind: CommercialDocumentKind.QUOTE }),
      );
      await expectRpcError(
        seller.rpc.commercialDocuments.convertQuoteToInvoice({ id: quote!.id }),
        Code.FailedPrecondition,
      );
      const issuedQuote = await seller.rpc.commercialDocuments.issueCommercialDocument({
        id: quote!.id,
      });
      expect(issuedQuote.document!.invoiceNumber).toMatch(/^D-\d{4}-0001$/);
      const { document: invoice } = await seller.rpc.commercialDocuments.convertQuoteToInvoice({
        id: quote!.id,
      });
      expect(invoice).toMatchObject({
        kind: CommercialDocumentKind.INVOICE,
        status: CommercialDocumentStatus.DRAFT,
        sourceDocumentId: quote!.id,
        sourceDocumentNumber: issuedQuote.document!.invoiceNumber,
      });
      await expectRpcError(
        seller.rpc.commercialDocuments.createCreditNote({ invoiceId: invoice!.id }),
        Code.FailedPrecondition,
      );
      await seller.rpc.commercialDocuments.editCommercialDocument({
        id: invoice!.id,
        content: { ...invoice!.content!, hasDueDate: true, dueDate: invoice!.content!.invoiceDate },
      });
      const issuedInvoice = await seller.rpc.commercialDocuments.issueCommercialDocument({
        id: invoice!.id,
      });
      const { document: credit } = await seller.rpc.commercialDocuments.createCreditNote({
        invoiceId: invoice!.id,
      });
      expect(credit!.kind).toBe(CommercialDocumentKind.CREDIT_NOTE);
      expect(credit!.totalAmount).toBe(-issuedInvoice.document!.totalAmount);
      const issuedCredit = await seller.rpc.commercialDocuments.issueCommercialDocument({
        id: credit!.id,
      });
      expect(issuedCredit.document!.invoiceNumber).toMatch(/^AV-\d{4}-0001$/);
      expect(issuedCredit.document).toMatchObject({
        sourceDocumentNumber: issuedInvoice.document!.invoiceNumber,
        sourceDocumentDate: issuedInvoice.document!.content!.invoiceDate,
      });
      const { document: reread } = await seller.rpc.commercialDocuments.getCommercialDocumentById({
        id: invoice!.id,
      });
      expect(reread!.derivedDocumentIds).toEqual([credit!.id]);
    });
  });

  /** Two servers, 100 calls: longer than a test's default on a busy machine. */
  const CONCURRENCY_TIMEOUT_MS = 180_000;

  it(
    '50 concurrent issues over two app instances on one database take 50 consecutive numbers',
    async () => {
      const second = await TestApp.start({
        database: app().database,
      });
      try {
        const seller = await signUpSeller(app());
        const drafts = await Promise.all(
          Array.from({ length: 50 }, () => create(seller.rpc, seller.order.accountId)),
        );
        const secondRpc = second.clients({ cookie: seller.user.cookie });
        const issued = await Promise.all(
          drafts.map(({ document }, index) =>
            (index % 2 === 0 ? seller.rpc : secondRpc).commercialDocuments.issueCommercialDocument({
              id: document!.id,
            }),
          ),
        );
        const sequences = issued
          .map(({ document }) => Number(document!.invoiceNumber.split('-')[2]))
          .sort((left, right) => left - right);
        expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
      } finally {
        await second.close();
      }
    },
    CONCURRENCY_TIMEOUT_MS,
  );
});
