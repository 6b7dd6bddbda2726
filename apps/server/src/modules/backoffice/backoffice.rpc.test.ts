import { Code } from '@connectrpc/connect';
import { CountryCode, LegalForm, OrderStatus, SandboxBankEvent, WaitingOn } from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorActions } from '../../db/schema/index.js';
import { signUpOrderingCustomer, type OrderingCustomer } from '../../../test/caller-checks.js';
import {
  download,
  sampleFiles,
  signUpSpanishCustomer,
  uploadDocument,
} from '../../../test/documents.js';
import {
  BACKENDS,
  expectRpcError,
  uniqueEmail,
  useTestApp,
  type RpcClients,
  type TestApp,
} from '../../../test/harness.js';
import { setOrderStatus } from '../../../test/payments.js';
import {
  answerSteps,
  getCompleteAnswers,
  signUpPaidFrenchCustomer,
} from '../../../test/questionnaire.js';
import { renderUtilityBill } from '../../../test/ocr-documents.js';
import type { OcrEngine } from '../ocr/index.js';
import { createSamplePdf } from '../dev-seed/index.js';
import { uploadOfficial } from '../../../test/official-documents.js';

const BILL_TEXT = 'Dirección de suministro:\nCalle Mayor 12, 3º B\n28013 Madrid';
const ocr: OcrEngine = {
  recognise: async () => ({ text: BILL_TEXT, lines: BILL_TEXT.split('\n'), confidence: 90 }),
};

/** Every back-office method, called with harmless arguments. */
const CALLS: [string, (rpc: RpcClients, orderId: string) => Promise<unknown>][] = [
  ['GetOperator', (rpc) => rpc.backoffice.getOperator({})],
  ['ListOrders', (rpc) => rpc.backoffice.listOrders({})],
  ['GetOrderFile', (rpc, orderId) => rpc.backoffice.getOrderFile({ orderId })],
  [
    'ChangeOrderStatus',
    (rpc, orderId) =>
      rpc.backoffice.changeOrderStatus({
        orderId,
        expectedStatus: OrderStatus.DRAFT,
        status: OrderStatus.CANCELED,
        reason: 'test',
      }),
  ],
  ['AddOrderNote', (rpc, orderId) => rpc.backoffice.addOrderNote({ orderId, body: 'note' })],
  ['GetDocumentUrl', (rpc) => rpc.backoffice.getDocumentUrl({ documentId: crypto.randomUUID() })],
  ['ReadDocument', (rpc) => rpc.backoffice.readDocument({ documentId: crypto.randomUUID() })],
  ['ResendSignatureRequest', (rpc, orderId) => rpc.backoffice.resendSignatureRequest({ orderId })],
  ['ListFeatureFlags', (rpc) => rpc.backoffice.listFeatureFlags({})],
  [
    'SetFeatureFlag',
    (rpc) => rpc.backoffice.setFeatureFlag({ name: 'invoice_tool', enabled: true }),
  ],
  ['ListOutboxEmails', (rpc) => rpc.backoffice.listOutboxEmails({})],
  ['GetCapitalDepositFile', (rpc, orderId) => rpc.backoffice.getCapitalDepositFile({ orderId })],
  [
    'SimulateBankEvent',
    (rpc, orderId) =>
      rpc.backoffice.simulateBankEvent({ orderId, event: SandboxBankEvent.CERTIFICATE_ISSUED }),
  ],
  [
    'ListFileCommercialDocuments',
    (rpc, orderId) => rpc.backoffice.listFileCommercialDocuments({ orderId }),
  ],
  [
    'DownloadFileCommercialDocument',
    (rpc) => rpc.backoffice.downloadFileCommercialDocument({ documentId: crypto.randomUUID() }),
  ],
  [
    'RecordCompanyRegistration',
    (rpc, orderId) =>
      rpc.backoffice.recordCompanyRegistration({
        orderId,
        registration: { registrationNumber: '552100554', register: 'RCS Paris' },
      }),
  ],
];

describe.each(BACKENDS)('BackofficeService on %s', (backend) => {
  const app = useTestApp(backend, { ocr });
  let operator: Awaited<ReturnType<TestApp['signUpOperator']>>;
  let customer: OrderingCustomer;

  beforeAll(async () => {
    [operator, customer] = await Promise.all([
      app().signUpOperator(),
      signUpOrderingCustomer(app()),
    ]);
  });

  describe.each(CALLS)('%s', (_name, call) => {
    it('refuses a customer with permission_denied, changing nothing', async () => {
      const failure = await expectRpcError(
        call(customer.rpc, customer.order.id),
        Code.PermissionDenied,
      );
      expect(failure.detail?.reason).toBe('NOT_OPERATOR');
      const { order } = await customer.rpc.orders.getMyOrder({ orderId: customer.order.id });
      expect(order?.status).toBe(OrderStatus.DRAFT);
    });

    it('refuses a caller without a session with unauthenticated', async () => {
      await expectRpcError(call(app().clients(), customer.order.id), Code.Unauthenticated);
    });
  });

  it('names the signed-in operator', async () => {
    const { operator: me } = await operator.rpc.backoffice.getOperator({});
    expect(me).toMatchObject({ userId: operator.id, email: operator.email });
  });

  it('lists files with filters, search and pages', async () => {
    const spanish = await signUpSpanishCustomer(app());
    const wanted = await app().signUpCustomer({ email: uniqueEmail('zoe-searched') });
    const { order: wantedOrder } = await wanted.rpc.orders.createOrder({
      countryCode: CountryCode.FR,
      companyLegalForm: LegalForm.EURL,
      companyName: 'Boulangerie Zoé',
    });
    await setOrderStatus(app(), wantedOrder!.id, 'PROCESSING_REGISTRY');

    const byCountry = await operator.rpc.backoffice.listOrders({ countryCode: CountryCode.ES });
    expect(byCountry.orders.map((order) => order.id)).toContain(spanish.order.id);
    expect(byCountry.orders.every((order) => order.countryCode === CountryCode.ES)).toBe(true);

    const searched = await operator.rpc.backoffice.listOrders({ query: 'boulangerie zo' });
    expect(searched.orders.map((order) => order.id)).toEqual([wantedOrder!.id]);
    expect(searched.orders[0]).toMatchObject({
      customerEmail: wanted.user.email,
      legalForm: LegalForm.EURL,
      status: OrderStatus.PROCESSING_REGISTRY,
      waitingOn: WaitingOn.THIRD_PARTY,
    });
    const byId = await operator.rpc.backoffice.listOrders({ query: wantedOrder!.id });
    expect(byId.orders.map((order) => order.id)).toEqual([wantedOrder!.id]);

    const waitingOnThirdParty = await operator.rpc.backoffice.listOrders({
      waitingOn: WaitingOn.THIRD_PARTY,
      legalForm: LegalForm.EURL,
    });
    expect(waitingOnThirdParty.orders.map((order) => order.id)).toEqual([wantedOrder!.id]);

    const first = await operator.rpc.backoffice.listOrders({ pageSize: 1 });
    expect(first.orders).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(3);
    const second = await operator.rpc.backoffice.listOrders({
      pageSize: 1,
      pageToken: first.nextPageToken,
    });
    expect(second.orders[0]?.id).not.toBe(first.orders[0]?.id);
    await expectRpcError(
      operator.rpc.backoffice.listOrders({ pageToken: 'not a token' }),
      Code.InvalidArgument,
    );
  });

  it('lists the files waiting on the bank: a deposit open at AWAITING_CD, or AWAITING_FUNDS', async () => {
    const opened = await signUpPaidFrenchCustomer(app(), LegalForm.SASU);
    await answerSteps(opened.rpc, opened.order.id, getCompleteAnswers(LegalForm.SASU));
    const response = await app().fetch(`/api/dev/orders/${opened.order.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'AWAITING_CD' }),
    });
    expect(response.status).toBe(200);
    const notOpenedYet = await signUpPaidFrenchCustomer(app(), LegalForm.EURL);
    await setOrderStatus(app(), notOpenedYet.order.id, 'AWAITING_CD');
    const releasing = await signUpPaidFrenchCustomer(app(), LegalForm.EURL);
    await setOrderStatus(app(), releasing.order.id, 'AWAITING_FUNDS');
    const elsewhere = await signUpPaidFrenchCustomer(app(), LegalForm.SASU);
    await setOrderStatus(app(), elsewhere.order.id, 'PROCESSING_PUBLICATION');

    const listWaitingOnBank = async () =>
      (await operator.rpc.backoffice.listOrders({ waitingOnBank: true, pageSize: 100 })).orders.map(
        (order) => order.id,
      );
    const beforeOpening = await listWaitingOnBank();
    expect(beforeOpening).toContain(releasing.order.id);
    expect(beforeOpening).not.toContain(opened.order.id);

    await app().context.worker.drain();
    const waiting = await listWaitingOnBank();
    expect(waiting).toEqual(expect.arrayContaining([opened.order.id, releasing.order.id]));
    expect(waiting).not.toContain(notOpenedYet.order.id);
    expect(waiting).not.toContain(elsewhere.order.id);

    const sasuOnly = await operator.rpc.backoffice.listOrders({
      waitingOnBank: true,
      legalForm: LegalForm.SASU,
      query: opened.user.email,
    });
    expect(sasuOnly.orders.map((order) => order.id)).toEqual([opened.order.id]);
    expect(sasuOnly.total).toBe(1);
  });

  it('shows a file whole and keeps notes, newest first, audited', async () => {
    const orderId = customer.order.id;
    await operator.rpc.backoffice.addOrderNote({ orderId, body: 'Called the founder' });
    await operator.rpc.backoffice.addOrderNote({ orderId, body: '  Waiting for the lease  ' });
    const file = await operator.rpc.backoffice.getOrderFile({ orderId });
    expect(file.customer?.email).toBe(customer.user.email);
    expect(file.order?.id).toBe(orderId);
    expect(file.notes.map((note) => note.body)).toEqual([
      'Waiting for the lease',
      'Called the founder',
    ]);
    expect(file.notes[0]?.authorName).toBe('Olga Operator');
    await expectRpcError(
      operator.rpc.backoffice.addOrderNote({ orderId, body: '   ' }),
      Code.InvalidArgument,
    );
    await expectRpcError(
      operator.rpc.backoffice.getOrderFile({ orderId: crypto.randomUUID() }),
      Code.NotFound,
    );
    const actions = await app()
      .context.db.select()
      .from(operatorActions)
      .where(eq(operatorActions.orderId, orderId));
    expect(actions.filter((action) => action.action === 'add_note')).toHaveLength(2);
  });

  it('uploads an official document: the founder sees it with its authority and is told by e-mail', async () => {
    const spanish = await signUpSpanishCustomer(app());
    const bytes = await createSamplePdf('Resguardo 036');
    const response = await uploadOfficial(
      app(),
      operator.cookie,
      spanish.order.id,
      { type: 'resguardo', fileName: 'Resguardo modelo 036.pdf' },
      bytes,
    );
    expect(response.status).toBe(201);
    const { documents } = await spanish.rpc.documents.listDocuments({
      orderId: spanish.order.id,
    });
    expect(documents.map((document) => [document.type, document.authority])).toEqual([
      ['resguardo', 'aeat'],
    ]);
    expect(documents[0]?.uploadedByCustomer).toBe(false);
    const { emails } = await operator.rpc.backoffice.listOutboxEmails({
      orderId: spanish.order.id,
    });
    expect(emails.map((email) => email.template)).toContain('documents-available');

    const { url } = await operator.rpc.backoffice.getDocumentUrl({
      documentId: documents[0]!.id,
      inline: true,
    });
    expect((await download(url)).bytes.equals(bytes)).toBe(true);
  });

  it('refuses an official upload that is not a PDF, of another country, a signed document, or by a customer', async () => {
    const spanish = await signUpSpanishCustomer(app());
    const pdf = await createSamplePdf('Extract');
    const notPdf = await uploadOfficial(
      app(),
      operator.cookie,
      spanish.order.id,
      { type: 'resguardo', fileName: 'resguardo.pdf' },
      sampleFiles.exe(),
    );
    expect([notPdf.status, ((await notPdf.json()) as { error: string }).error]).toEqual([
      400,
      'INVALID_FILE',
    ]);
    const french = await uploadOfficial(
      app(),
      operator.cookie,
      spanish.order.id,
      { type: 'register_extract', fileName: 'kbis.pdf' },
      pdf,
    );
    expect(french.status).toBe(400);
    // Only the signing partner's webhook adds signed documents.
    const signed = await uploadOfficial(
      app(),
      operator.cookie,
      spanish.order.id,
      { type: 'signed_mandate', fileName: 'Mandato firmado.pdf' },
      pdf,
    );
    expect(signed.status).toBe(400);
    const byCustomer = await uploadOfficial(
      app(),
      spanish.user.cookie,
      spanish.order.id,
      { type: 'resguardo', fileName: 'resguardo.pdf' },
      pdf,
    );
    expect(byCustomer.status).toBe(403);
    const { documents } = await spanish.rpc.documents.listDocuments({
      orderId: spanish.order.id,
    });
    expect(documents).toEqual([]);
  });

  it('reads a proof of address with OCR for the operator, audited once', async () => {
    const spanish = await signUpSpanishCustomer(app());
    const { document } = await uploadDocument(spanish.rpc, {
      orderId: spanish.order.id,
      fileName: 'bill.png',
      documentType: 'proof_of_address',
      bytes: await renderUtilityBill(),
    });
    const reading = await operator.rpc.backoffice.readDocument({ documentId: document.id });
    expect(reading.kind).toBe('address');
    expect(reading.fields).toMatchObject({ postalCode: '28013', streetNumber: '12' });
    const audit = await app()
      .context.db.select()
      .from(operatorActions)
      .where(eq(operatorActions.target, document.id));
    expect(audit).toMatchObject([
      { operatorUserId: operator.id, action: 'read_document', orderId: spanish.order.id },
    ]);
  });

  it('turns feature flags on and off, refusing unknown ones', async () => {
    await operator.rpc.backoffice.setFeatureFlag({ name: 'compliance_tool', enabled: true });
    const { featureFlags } = await customer.rpc.featureFlags.getAllFeatureFlags({});
    expect(featureFlags.find((flag) => flag.name === 'compliance_tool')?.enabled).toBe(true);
    await operator.rpc.backoffice.setFeatureFlag({ name: 'compliance_tool', enabled: false });
    const listed = await operator.rpc.backoffice.listFeatureFlags({});
    expect(listed.featureFlags.find((flag) => flag.name === 'compliance_tool')?.enabled).toBe(
      false,
    );
    await expectRpcError(
      operator.rpc.backoffice.setFeatureFlag({ name: 'everything', enabled: true }),
      Code.InvalidArgument,
    );
  });

  it('lists the outbox, filtered by recipient', async () => {
    const { emails } = await operator.rpc.backoffice.listOutboxEmails({
      to: customer.user.email,
    });
    expect(emails.map((email) => [email.to, email.template])).toEqual([
      [customer.user.email, 'verify-email'],
    ]);
    expect(emails[0]?.status).toBe('pending');
  });
});
