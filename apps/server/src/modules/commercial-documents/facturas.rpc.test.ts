import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Code } from '@connectrpc/connect';
import { findFirstChainBreak, getVerifactuQrUrl, type VerifactuRecord } from '@foundly/domain';
import {
  CommercialDocumentKind,
  CommercialDocumentStatus,
  DocumentIssueProblemsSchema,
  VerifactuSubmissionStatus,
} from '@foundly/proto';
import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { listDocumentRows } from '../../../test/commercial-documents.js';
import { facturaInput, signUpAutonomo } from '../../../test/facturas.js';
import { BACKENDS, expectRpcError, TestApp, useTestApp } from '../../../test/harness.js';
import { extractText, normaliseSpaces } from '../../../test/pdf-tools.js';
import { getSpanishToday } from '../../../test/spanish-questionnaire.js';
import { listChain } from '../verifactu/index.js';
import { SandboxVerifactuSubmitter, type VerifactuSubmitter } from '../verifactu/index.js';

type Autonomo = Awaited<ReturnType<typeof signUpAutonomo>>;

const createFactura = (seller: Autonomo, content = facturaInput()) =>
  seller.rpc.commercialDocuments.createCommercialDocument({
    accountId: seller.order.accountId,
    content,
  });

async function issueNew(seller: Autonomo, content = facturaInput()) {
  const { document } = await createFactura(seller, content);
  const issued = await seller.rpc.commercialDocuments.issueCommercialDocument({
    id: document!.id,
  });
  return issued.document!;
}

async function chainOf(app: TestApp, nif: string) {
  const rows = await listChain(app.context.db, nif);
  return rows.map((row) => row.record as unknown as VerifactuRecord);
}

/** The first QR code of a PDF's first page, rendered at 200 dpi by pdftoppm and read by jsQR. */
function decodeQr(pdf: Uint8Array): string | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'factura-qr-'));
  try {
    writeFileSync(path.join(dir, 'factura.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '200', '-f', '1', '-l', '1', 'factura.pdf', 'page'], {
      cwd: dir,
    });
    const ppm = readFileSync(path.join(dir, 'page-1.ppm'));
    const header = ppm.toString('latin1', 0, 64).match(/^P6\s+(\d+)\s+(\d+)\s+255\s/);
    const [width, height] = [Number(header![1]), Number(header![2])];
    const rgb = ppm.subarray(header![0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
      rgba[pixel * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height)?.data;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(BACKENDS)('Spanish facturas on %s', (backend) => {
  const app = useTestApp(backend);

  it('issues a factura with IRPF: series F, totals, withholding, a chained record', async () => {
    const seller = await signUpAutonomo(app());
    const issued = await issueNew(seller);
    const year = getSpanishToday().slice(0, 4);
    expect(issued).toMatchObject({
      status: CommercialDocumentStatus.ISSUED,
      invoiceNumber: `F-${year}-0001`,
      currency: 'EUR',
      totalNetAmount: 1_018_00n,
      totalTaxAmount: 211_80n,
      totalAmount: 1_229_80n,
      withholdingAmount: 152_70n,
      amountToPay: 1_077_10n,
    });
    expect(issued.seller).toMatchObject({ nif: seller.nif, companyName: 'Lucía García López' });
    expect(issued.verifactu!.status).toBe(VerifactuSubmissionStatus.PENDING);
    expect(issued.verifactu!.qrUrl).toBe(
      getVerifactuQrUrl({
        environment: 'test',
        issuerNif: seller.nif,
        number: `F-${year}-0001`,
        issueDate: getSpanishToday(),
        totalAmount: 1_229_80n,
      }),
    );
    const chain = await chainOf(app(), seller.nif);
    expect(chain).toHaveLength(1);
    expect(chain[0]).toMatchObject({ TipoFactura: 'F1', ImporteTotal: '1229.80' });
    expect(findFirstChainBreak(chain)).toBeUndefined();
    const frozen = await expectRpcError(
      seller.rpc.commercialDocuments.editCommercialDocument({
        id: issued.id,
        content: facturaInput(),
      }),
      Code.FailedPrecondition,
    );
    expect(frozen.detail!.reason).toBe('COMMERCIAL_DOCUMENT_FROZEN');
  });

  it('turns a presupuesto into a factura and corrects it with a rectificativa', async () => {
    const seller = await signUpAutonomo(app());
    const year = getSpanishToday().slice(0, 4);
    const quote = await issueNew(seller, facturaInput({ kind: CommercialDocumentKind.QUOTE }));
    expect(quote.invoiceNumber).toBe(`P-${year}-0001`);
    expect(quote.verifactu).toBeUndefined();
    const { document: draft } = await seller.rpc.commercialDocuments.convertQuoteToInvoice({
      id: quote.id,
    });
    const invoice = (
      await seller.rpc.commercialDocuments.issueCommercialDocument({ id: draft!.id })
    ).document!;
    expect(invoice.invoiceNumber).toBe(`F-${year}-0001`);
    const { document: creditDraft } = await seller.rpc.commercialDocuments.createCreditNote({
      invoiceId: invoice.id,
    });
    const credit = (
      await seller.rpc.commercialDocuments.issueCommercialDocument({ id: creditDraft!.id })
    ).document!;
    expect(credit).toMatchObject({
      invoiceNumber: `R-${year}-0001`,
      totalAmount: -1_229_80n,
      sourceDocumentNumber: invoice.invoiceNumber,
    });
    const chain = await chainOf(app(), seller.nif);
    expect(chain.map((record) => ('TipoFactura' in record ? record.TipoFactura : ''))).toEqual([
      'F1',
      'R1',
    ]);
    expect(findFirstChainBreak(chain)).toBeUndefined();
    const { document: copy } = await seller.rpc.commercialDocuments.duplicateCommercialDocument({
      id: invoice.id,
    });
    expect(copy!.content!.irpfRate).toBe(0.15);
    await seller.rpc.commercialDocuments.deleteCommercialDocument({ id: copy!.id });
  });

  describe('refuses, with nothing stored', () => {
    it.each([
      [
        'an IVA rate that does not exist',
        () => {
          const content = facturaInput();
          content.lineItems[0]!.taxRate = 0.2;
          return content;
        },
        'content.line_items[0].tax_rate',
        'accounting.errors.ivaRate',
      ],
      [
        'an IRPF rate for a consumer',
        () => {
          const content = facturaInput();
          content.customer!.isBusiness = false;
          return content;
        },
        'content.irpf_rate',
        'accounting.errors.irpfConsumer',
      ],
      [
        'a NIF with a wrong control letter',
        () => {
          const content = facturaInput();
          content.customer!.nif = '12345678A';
          return content;
        },
        'content.customer.nif',
        'accounting.errors.nif',
      ],
    ])('%s', async (_what, content, field, message) => {
      const seller = await signUpAutonomo(app());
      const { detail } = await expectRpcError(
        createFactura(seller, content()),
        Code.InvalidArgument,
      );
      expect(
        detail!.fieldViolations.map((violation) => [violation.field, violation.description]),
      ).toEqual([[field, message]]);
      expect(await listDocumentRows(app(), seller.order.accountId)).toHaveLength(0);
    });

    it('a factura dated before the previous one of its series', async () => {
      const seller = await signUpAutonomo(app());
      await issueNew(seller);
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const { document } = await createFactura(seller, facturaInput({ invoiceDate: yesterday }));
      if (yesterday.slice(0, 4) !== getSpanishToday().slice(0, 4)) return;
      const { error } = await expectRpcError(
        seller.rpc.commercialDocuments.issueCommercialDocument({ id: document!.id }),
        Code.FailedPrecondition,
      );
      const [problems] = error.findDetails(DocumentIssueProblemsSchema);
      expect(problems!.problems).toContainEqual(
        expect.objectContaining({ field: 'issue_date', reason: 'before_last_issued' }),
      );
      expect(await chainOf(app(), seller.nif)).toHaveLength(1);
    });
  });

  it("refuses another customer's ids on every call as not found", async () => {
    const owner = await signUpAutonomo(app());
    const other = await signUpAutonomo(app());
    const issued = await issueNew(owner);
    const { document: draft } = await createFactura(owner);
    const documents = other.rpc.commercialDocuments;
    const accountId = owner.order.accountId;
    const calls: (() => Promise<unknown>)[] = [
      () => documents.getMyCommercialDocuments({ accountId }),
      () => documents.getMyInvoiceCustomers({ accountId }),
      () => documents.getInvoiceSeller({ accountId }),
      () => documents.createCommercialDocument({ accountId, content: facturaInput() }),
      () => documents.downloadCommercialDocument({ accountId, content: facturaInput() }),
      () => documents.getCommercialDocumentById({ id: issued.id }),
      () => documents.editCommercialDocument({ id: draft!.id, content: facturaInput() }),
      () => documents.deleteCommercialDocument({ id: draft!.id }),
      () => documents.duplicateCommercialDocument({ id: issued.id }),
      () => documents.issueCommercialDocument({ id: draft!.id }),
      () => documents.convertQuoteToInvoice({ id: issued.id }),
      () => documents.createCreditNote({ invoiceId: issued.id }),
      () => documents.cancelCommercialDocument({ id: issued.id }),
      () => documents.setCommercialDocumentPaid({ id: issued.id, paid: true }),
      () => documents.downloadCommercialDocumentById({ id: issued.id }),
    ];
    for (const call of calls) await expectRpcError(call(), Code.NotFound);
    const rows = await listDocumentRows(app(), owner.order.accountId);
    expect(rows.map((row) => row.status).sort()).toEqual(['DRAFT', 'ISSUED']);
    expect(rows.map((row) => row.paid)).toEqual([false, false]);
    expect(await listDocumentRows(app(), other.order.accountId)).toHaveLength(0);
  });

  it('marks an issued factura paid and unpaid again, its content, number and record untouched', async () => {
    const seller = await signUpAutonomo(app());
    const issued = await issueNew(seller);
    const documents = seller.rpc.commercialDocuments;
    const { document: paid } = await documents.setCommercialDocumentPaid({
      id: issued.id,
      paid: true,
    });
    expect(paid).toMatchObject({
      paid: true,
      invoiceNumber: issued.invoiceNumber,
      totalAmount: issued.totalAmount,
      verifactu: { huella: issued.verifactu!.huella },
    });
    const { documents: listed } = await documents.getMyCommercialDocuments({
      accountId: seller.order.accountId,
    });
    expect(listed.find((document) => document.id === issued.id)?.paid).toBe(true);
    const { document: unpaid } = await documents.setCommercialDocumentPaid({
      id: issued.id,
      paid: false,
    });
    expect(unpaid!.paid).toBe(false);
    expect(await chainOf(app(), seller.nif)).toHaveLength(1);
  });

  it('refuses to mark a draft or a presupuesto paid: failed_precondition, nothing stored', async () => {
    const seller = await signUpAutonomo(app());
    const { document: draft } = await createFactura(seller);
    const quote = await issueNew(seller, facturaInput({ kind: CommercialDocumentKind.QUOTE }));
    for (const id of [draft!.id, quote.id]) {
      await expectRpcError(
        seller.rpc.commercialDocuments.setCommercialDocumentPaid({ id, paid: true }),
        Code.FailedPrecondition,
      );
    }
    const rows = await listDocumentRows(app(), seller.order.accountId);
    expect(rows.every((row) => !row.paid)).toBe(true);
  });

  it('cancels a factura issued by mistake with a chained cancellation record, once', async () => {
    const seller = await signUpAutonomo(app());
    const issued = await issueNew(seller);
    const { document } = await seller.rpc.commercialDocuments.cancelCommercialDocument({
      id: issued.id,
    });
    expect(document).toMatchObject({
      status: CommercialDocumentStatus.ISSUED,
      invoiceNumber: issued.invoiceNumber,
      verifactu: { cancelled: true, qrUrl: issued.verifactu!.qrUrl },
    });
    const chain = await chainOf(app(), seller.nif);
    expect(chain[1]).toMatchObject({
      IDFactura: { NumSerieFacturaAnulada: issued.invoiceNumber },
      Encadenamiento: { RegistroAnterior: { Huella: chain[0]!.Huella } },
    });
    expect(findFirstChainBreak(chain)).toBeUndefined();
    await app().context.worker.drain();
    const { document: read } = await seller.rpc.commercialDocuments.getCommercialDocumentById({
      id: issued.id,
    });
    expect(read!.verifactu).toMatchObject({
      cancelled: true,
      status: VerifactuSubmissionStatus.ACCEPTED,
    });
    await expectRpcError(
      seller.rpc.commercialDocuments.cancelCommercialDocument({ id: issued.id }),
      Code.FailedPrecondition,
    );
    const { document: draft } = await createFactura(seller);
    await expectRpcError(
      seller.rpc.commercialDocuments.cancelCommercialDocument({ id: draft!.id }),
      Code.FailedPrecondition,
    );
    expect(await chainOf(app(), seller.nif)).toHaveLength(2);
  });

  it('the database refuses to update or delete a record', async () => {
    const seller = await signUpAutonomo(app());
    await issueNew(seller);
    const db = app().context.db;
    /** The database's own message, under the query builder's wrapping. */
    const refusal = async (query: Promise<unknown>) => {
      const error = await query.then(
        () => undefined,
        (caught: unknown) => caught as Error & { cause?: Error },
      );
      return error?.cause?.message ?? error?.message;
    };
    expect(
      await refusal(
        db.execute(sql`update verifactu_record set huella = 'X' where issuer_nif = ${seller.nif}`),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(
      await refusal(db.execute(sql`delete from verifactu_record where issuer_nif = ${seller.nif}`)),
    ).toMatch(/append-only: DELETE refused/);
    expect(await chainOf(app(), seller.nif)).toHaveLength(1);
  });

  it('an issue that fails after taking its number leaves nothing: the next gets that number', async () => {
    const seller = await signUpAutonomo(app());
    const first = await issueNew(seller);
    const { document } = await createFactura(seller);
    const db = app().context.db;
    await db.execute(
      sql.raw(`create function fail_verifactu_insert() returns trigger language plpgsql as $$
        begin raise exception 'simulated crash after the number was taken'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger fail_verifactu_insert before insert on verifactu_record
        for each row execute function fail_verifactu_insert()`),
    );
    try {
      await expectRpcError(
        seller.rpc.commercialDocuments.issueCommercialDocument({ id: document!.id }),
        Code.Internal,
      );
    } finally {
      await db.execute(sql.raw('drop trigger fail_verifactu_insert on verifactu_record'));
      await db.execute(sql.raw('drop function fail_verifactu_insert()'));
    }
    const { document: still } = await seller.rpc.commercialDocuments.getCommercialDocumentById({
      id: document!.id,
    });
    expect(still).toMatchObject({ status: CommercialDocumentStatus.DRAFT, invoiceNumber: '' });
    expect(await chainOf(app(), seller.nif)).toHaveLength(1);
    const issued = await seller.rpc.commercialDocuments.issueCommercialDocument({
      id: document!.id,
    });
    expect(issued.document!.invoiceNumber).toBe(first.invoiceNumber.replace(/0001$/, '0002'));
    const chain = await chainOf(app(), seller.nif);
    expect(chain).toHaveLength(2);
    expect(findFirstChainBreak(chain)).toBeUndefined();
  });

  it('the worker submits to the sandbox: accepted, accepted with errors, rejected', async () => {
    const seller = await signUpAutonomo(app());
    const amounts = [500_00n, 499_98n, 499_99n];
    const ids: string[] = [];
    for (const unitPrice of amounts) {
      const content = facturaInput({ irpfRate: 0, taxRate: 0 });
      content.lineItems = [
        { ...content.lineItems[0]!, quantity: 1, unitPrice, taxRate: 0, ivaExemption: 'E1' },
      ];
      ids.push((await issueNew(seller, content)).id);
    }
    await app().context.worker.drain();
    const states = await Promise.all(
      ids.map(
        async (id) =>
          (await seller.rpc.commercialDocuments.getCommercialDocumentById({ id })).document!
            .verifactu!,
      ),
    );
    expect(states.map((state) => [state.status, state.errorCode])).toEqual([
      [VerifactuSubmissionStatus.ACCEPTED, ''],
      [VerifactuSubmissionStatus.ACCEPTED_WITH_ERRORS, '2000'],
      [VerifactuSubmissionStatus.REJECTED, '1100'],
    ]);
    expect(findFirstChainBreak(await chainOf(app(), seller.nif))).toBeUndefined();
  });

  it('a failed submission is retried by the worker and never changes the chain', async () => {
    let failures = 1;
    const sandbox = new SandboxVerifactuSubmitter();
    const flaky: VerifactuSubmitter = {
      async submit(input) {
        if (failures > 0) {
          failures -= 1;
          throw new Error('connect ECONNREFUSED');
        }
        return sandbox.submit(input);
      },
    };
    const second = await TestApp.start({ database: app().database, verifactu: flaky });
    try {
      const seller = await signUpAutonomo(second);
      const issued = await issueNew(seller);
      const before = await chainOf(second, seller.nif);
      await second.context.worker.drain();
      const read = async () =>
        (await seller.rpc.commercialDocuments.getCommercialDocumentById({ id: issued.id }))
          .document!.verifactu!;
      expect((await read()).status).toBe(VerifactuSubmissionStatus.PENDING);
      await second.context.db.execute(
        sql`update verifactu_submission set next_attempt_at = now() - interval '1 second'`,
      );
      await second.context.worker.drain();
      expect((await read()).status).toBe(VerifactuSubmissionStatus.ACCEPTED);
      expect(await chainOf(second, seller.nif)).toEqual(before);
    } finally {
      await second.close();
    }
  });

  it('prints the PDF in Spanish with the QR code of the AEAT address and VERI*FACTU', async () => {
    const seller = await signUpAutonomo(app());
    const issued = await issueNew(seller);
    const { pdf } = await seller.rpc.commercialDocuments.downloadCommercialDocumentById({
      id: issued.id,
    });
    const text = normaliseSpaces(await extractText(pdf));
    for (const label of [
      'Factura',
      'NIF',
      'Base imponible',
      'IVA',
      'Retención IRPF',
      'Total',
      'VERI*FACTU',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain(seller.nif);
    expect(decodeQr(pdf)).toBe(issued.verifactu!.qrUrl);
  });

  /** Two servers, 40 calls: longer than a test's default on a busy machine. */
  const CONCURRENCY_TIMEOUT_MS = 180_000;

  it(
    'concurrent issues over two app instances take consecutive numbers and one intact chain',
    async () => {
      const second = await TestApp.start({ database: app().database });
      try {
        const seller = await signUpAutonomo(app());
        const drafts = await Promise.all(Array.from({ length: 20 }, () => createFactura(seller)));
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
        expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
        const chain = await chainOf(app(), seller.nif);
        expect(chain).toHaveLength(20);
        expect(findFirstChainBreak(chain)).toBeUndefined();
      } finally {
        await second.close();
      }
    },
    CONCURRENCY_TIMEOUT_MS,
  );
});
