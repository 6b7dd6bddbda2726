import { Code } from '@connectrpc/connect';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operatorActions } from '../../db/schema/index.js';
import { describeCallerChecks, type OrderingCustomer } from '../../../test/caller-checks.js';
import { signUpSpanishCustomer, uploadDocument } from '../../../test/documents.js';
import { BACKENDS, createLogCapture, expectRpcError, useTestApp } from '../../../test/harness.js';
import {
  BANK_IBAN,
  BILL_ADDRESS,
  renderScannedPdf,
  renderTextPdf,
  renderUtilityBill,
} from '../../../test/ocr-documents.js';
import type { OcrEngine, OcrResult } from './index.js';

/** An engine that answers what the test scripts and records every image it is given. */
function createScriptedEngine() {
  const images: Buffer[] = [];
  let answer: () => Promise<OcrResult> = async () => ({ text: '', lines: [], confidence: 90 });
  const engine: OcrEngine = {
    async recognise(image) {
      images.push(image);
      return answer();
    },
  };
  return {
    engine,
    images,
    answer(next: () => Promise<OcrResult>) {
      answer = next;
    },
    reset() {
      images.length = 0;
      answer = async () => ({ text: '', lines: [], confidence: 90 });
    },
  };
}

const BILL_TEXT = 'Dirección de suministro:\nCalle Mayor 12, 3º B\n28013 Madrid';

async function upload(
  customer: OrderingCustomer,
  documentType: string,
  bytes: Buffer,
  fileName = 'document.pdf',
) {
  const { document } = await uploadDocument(customer.rpc, {
    orderId: customer.order.id,
    fileName,
    documentType,
    bytes,
  });
  return document.id;
}

describe.each(BACKENDS)('OcrService on %s', (backend) => {
  const scripted = createScriptedEngine();
  const logs = createLogCapture();
  const app = useTestApp(backend, {
    ocr: scripted.engine,
    logStream: logs.stream,
    env: { LOG_LEVEL: 'info' },
  });
  let customer: OrderingCustomer;

  beforeAll(async () => {
    customer = await signUpSpanishCustomer(app());
  });
  afterEach(() => scripted.reset());

  describe('PDFs', () => {
    it('a bill with a text layer is read without OCR', async () => {
      const documentId = await upload(customer, 'proof_of_address', await renderTextPdf('bill'));
      const { extractedFields } = await customer.rpc.ocr.poaOcr({ documentId });
      expect(extractedFields).toMatchObject(BILL_ADDRESS);
      expect(scripted.images).toHaveLength(0);
    });

    it('a bank certificate with a text layer gives its IBAN without OCR', async () => {
      const documentId = await upload(customer, 'iban', await renderTextPdf('bank'));
      expect(await customer.rpc.ocr.ibanOcr({ documentId })).toMatchObject({ iban: BANK_IBAN });
      expect(scripted.images).toHaveLength(0);
    });

    it('a scanned PDF (no text layer) has its first page rendered and read by OCR', async () => {
      scripted.answer(async () => ({ text: BILL_TEXT, lines: [], confidence: 92 }));
      const scan = await renderScannedPdf(await renderUtilityBill());
      const documentId = await upload(customer, 'proof_of_fiscal_address', scan);
      const { extractedFields } = await customer.rpc.ocr.poaOcr({ documentId });
      expect(extractedFields).toMatchObject(BILL_ADDRESS);
      expect(scripted.images).toHaveLength(1);
      expect(scripted.images[0]!.subarray(1, 4).toString('latin1')).toBe('PNG');
    });
  });

  describe('files that cannot be opened', () => {
    it.each([
      [
        'a damaged PDF',
        'scan.pdf',
        async () => Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'),
      ],
      ['a PNG cut short', 'photo.png', async () => (await renderUtilityBill()).subarray(0, 2000)],
    ])(
      '%s is DOCUMENT_UNREADABLE, an invalid document_id (not a failure of the service)',
      async (_what, fileName, render) => {
        const documentId = await upload(customer, 'identity_front', await render(), fileName);
        const { detail, fields } = await expectRpcError(
          customer.rpc.ocr.idOcr({ documentId }),
          Code.InvalidArgument,
        );
        expect(detail?.reason).toBe('DOCUMENT_UNREADABLE');
        expect(fields).toEqual(['document_id']);
        expect(scripted.images).toHaveLength(0);
      },
    );
  });

  describe('what can be read', () => {
    it.each([
      ['IdOcr', 'proof_of_address'],
      ['PoaOcr', 'iban'],
      ['IbanOcr', 'identity_back'],
    ] as const)('%s refuses a %s document as an invalid document_id', async (procedure, type) => {
      const documentId = await upload(customer, type, await renderTextPdf('bank'));
      const call = {
        IdOcr: () => customer.rpc.ocr.idOcr({ documentId }),
        PoaOcr: () => customer.rpc.ocr.poaOcr({ documentId }),
        IbanOcr: () => customer.rpc.ocr.ibanOcr({ documentId }),
      }[procedure];
      const { fields } = await expectRpcError(call(), Code.InvalidArgument);
      expect(fields).toEqual(['document_id']);
    });

    it('a malformed document id is an invalid document_id', async () => {
      const { fields } = await expectRpcError(
        customer.rpc.ocr.idOcr({ documentId: 'not-a-uuid' }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['document_id']);
    });

    it("another customer's document, a deleted one and an unknown one are not found", async () => {
      const stranger = await signUpSpanishCustomer(app());
      const theirs = await upload(stranger, 'iban', await renderTextPdf('bank'));
      const deleted = await upload(customer, 'iban', await renderTextPdf('bank'));
      await customer.rpc.documents.deleteDocument({ documentId: deleted });
      for (const documentId of [theirs, deleted, crypto.randomUUID()]) {
        const { detail } = await expectRpcError(
          customer.rpc.ocr.ibanOcr({ documentId }),
          Code.NotFound,
        );
        expect(detail?.reason).toBe('DOCUMENT_NOT_FOUND');
      }
    });

    it('an image the engine fails on is OCR_FAILED (unavailable), and no document text is logged', async () => {
      scripted.answer(() => Promise.reject(new Error('worker crashed')));
      const documentId = await upload(customer, 'iban', await renderUtilityBill(), 'bill.png');
      const { detail } = await expectRpcError(
        customer.rpc.ocr.ibanOcr({ documentId }),
        Code.Unavailable,
      );
      expect(detail?.reason).toBe('OCR_FAILED');
      expect(logs.lines().some((line) => line.msg === 'OCR failed')).toBe(true);
    });

    it('an image with nothing to read gives empty fields', async () => {
      scripted.answer(async () => ({ text: 'lorem ipsum', lines: [], confidence: 40 }));
      const documentId = await upload(
        customer,
        'identity_back',
        await renderUtilityBill(),
        'x.png',
      );
      const { extractedFields } = await customer.rpc.ocr.idOcr({ documentId });
      expect(extractedFields).toMatchObject({ fullName: '', idDocumentNumber: '' });
      // Not confident: its ink read, then turned by 90, 270 and 180 degrees.
      expect(scripted.images).toHaveLength(5);
    });

    it("stops reading when the client's deadline passes", async () => {
      const slowly = () => new Promise<void>((resolve) => setTimeout(resolve, 300));
      scripted.answer(async () => {
        await slowly();
        return { text: 'lorem ipsum', lines: [], confidence: 40 };
      });
      const documentId = await upload(
        customer,
        'identity_back',
        await renderUtilityBill(),
        'x.png',
      );
      await expectRpcError(
        customer.rpc.ocr.idOcr({ documentId }, { timeoutMs: 450 }),
        Code.DeadlineExceeded,
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // Without a deadline, five readings (as prepared, its ink, then turned three ways).
      expect(scripted.images.length).toBeLessThan(5);
    });

    it("an operator reading a founder's document through OcrService is audited, as in the back-office", async () => {
      scripted.answer(async () => ({ text: BILL_TEXT, lines: [], confidence: 92 }));
      const operator = await app().signUpOperator();
      const documentId = await upload(
        customer,
        'proof_of_address',
        await renderUtilityBill(),
        'bill.png',
      );
      const audit = () =>
        app()
          .context.db.select()
          .from(operatorActions)
          .where(eq(operatorActions.target, documentId));
      await customer.rpc.ocr.poaOcr({ documentId });
      expect(await audit()).toEqual([]);
      const { extractedFields } = await operator.rpc.ocr.poaOcr({ documentId });
      expect(extractedFields).toMatchObject(BILL_ADDRESS);
      expect(await audit()).toMatchObject([
        {
          operatorUserId: operator.id,
          action: 'read_document',
          orderId: customer.order.id,
          target: documentId,
        },
      ]);
    });

    it('never logs what a document says', () => {
      const text = logs.text();
      expect(logs.lines().some((line) => line.msg === 'Document read')).toBe(true);
      for (const secret of [BANK_IBAN, 'ES91 2100', 'Calle Mayor', '28013', 'Española']) {
        expect(text).not.toContain(secret);
      }
    });
  });

  const uploaded = new WeakMap<OrderingCustomer, Promise<Record<string, string>>>();
  /** One document of each reading for the caller, uploaded with their own session. */
  function getDocuments(caller: OrderingCustomer) {
    let documents = uploaded.get(caller);
    if (!documents) {
      documents = (async () => ({
        identity: await upload(caller, 'identity_back', await renderTextPdf('bank')),
        address: await upload(caller, 'proof_of_address', await renderTextPdf('bill')),
        iban: await upload(caller, 'iban', await renderTextPdf('bank')),
      }))();
      uploaded.set(caller, documents);
    }
    return documents;
  }

  describeCallerChecks(
    'IdOcr',
    app,
    async (rpc, caller) => rpc.ocr.idOcr({ documentId: (await getDocuments(caller)).identity }),
    signUpSpanishCustomer,
  );
  describeCallerChecks(
    'PoaOcr',
    app,
    async (rpc, caller) => rpc.ocr.poaOcr({ documentId: (await getDocuments(caller)).address }),
    signUpSpanishCustomer,
  );
  describeCallerChecks(
    'IbanOcr',
    app,
    async (rpc, caller) => rpc.ocr.ibanOcr({ documentId: (await getDocuments(caller)).iban }),
    signUpSpanishCustomer,
  );
});
