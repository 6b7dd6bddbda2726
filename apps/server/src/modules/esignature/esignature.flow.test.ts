import { Code } from '@connectrpc/connect';
import { LegalForm, SignatureRequestStatus } from '@foundly/proto';
import { and, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  documents,
  orderStatusChanges,
  sandboxSignatureRequests,
  signatureEvents,
  signatureRequests,
} from '../../db/schema/index.js';
import {
  BACKENDS,
  expectRpcError,
  TestClock,
  useTestApp,
  type TestApp,
} from '../../../test/harness.js';
import { getOrderStatus, postForm, readOutbox } from '../../../test/payments.js';
import {
  answerSteps,
  getCompleteAnswers,
  signUpPaidFrenchCustomer,
} from '../../../test/questionnaire.js';
import { signYousignPayload, YOUSIGN_SIGNATURE_HEADER } from './adapters/yousign-webhook.js';
import { resendSignatureRequest, SignatureWebhookError, type SignatureProvider } from './index.js';
import { getRetryDelayMs } from '../../worker/retry-delay.js';
import { runPdfsig } from './testing/run-pdfsig.js';

/** A founder whose paid SASU has its questionnaire answered and now waits on the signature. */
async function signUpWaitingForSignature(app: TestApp) {
  const customer = await signUpPaidFrenchCustomer(app, LegalForm.SASU);
  await answerSteps(customer.rpc, customer.order.id, getCompleteAnswers(LegalForm.SASU));
  await moveTo(app, customer.order.id, 'WAITING_ESIGNATURE');
  await app.context.worker.drain();
  const { request } = await customer.rpc.signatures.getMySignatureRequest({
    orderId: customer.order.id,
  });
  return { ...customer, request: request! };
}

async function moveTo(app: TestApp, orderId: string, status: string) {
  const response = await app.fetch(`/api/dev/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
}

function postSignatureWebhook(app: TestApp, body: string, signature?: string) {
  return app.fetch('/api/esignature/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [YOUSIGN_SIGNATURE_HEADER]:
        signature ?? signYousignPayload(body, app.context.config.signatures.webhookSecret),
    },
    body,
  });
}

function doneEvent(providerRequestId: string, eventId: string = crypto.randomUUID()) {
  return JSON.stringify({
    event_id: eventId,
    event_name: 'signature_request.done',
    event_time: String(Math.floor(Date.now() / 1000)),
    data: { signature_request: { id: providerRequestId, status: 'done', external_id: null } },
  });
}

async function countSignatureChanges(app: TestApp, orderId: string) {
  const rows = await app.context.db
    .select()
    .from(orderStatusChanges)
    .where(and(eq(orderStatusChanges.orderId, orderId), eq(orderStatusChanges.actor, 'signature')));
  return rows.length;
}

async function findRequestRow(app: TestApp, id: string) {
  const [row] = await app.context.db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, id));
  return row!;
}

describe.each(BACKENDS)('e-signature through the sandbox (%s)', (backend) => {
  const app = useTestApp(backend);

  it('sends the request, e-mails the link, signs once and moves the order once', async () => {
    const founder = await signUpWaitingForSignature(app());
    const { request } = founder;
    expect(request.status).toBe(SignatureRequestStatus.SENT);
    expect(request.provider).toBe('sandbox');
    expect(request.signingUrl).toMatch(/\/api\/esignature\/sandbox\/sign\/[\w-]{43}$/);
    expect(request.documents).toEqual([
      expect.objectContaining({ kind: 'articles', fileName: 'Statuts - Acme Conseil.pdf' }),
    ]);
    const emails = await readOutbox(app(), founder.user.email);
    expect(emails.find((email) => email.template === 'signature-request')?.link).toBe(
      request.signingUrl,
    );

    const page = await fetch(request.signingUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain('<iframe');
    const pdf = await fetch(`${request.signingUrl}/documents/0`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    const withoutConsent = await postForm(request.signingUrl, {
      action: 'sign',
      mode: 'typed',
      typedName: 'Ada Lovelace',
    });
    expect(withoutConsent.status).toBe(422);

    const form = { action: 'sign', mode: 'typed', typedName: 'Ada Lovelace', consent: 'yes' };
    const [first, second] = await Promise.all([
      postForm(request.signingUrl, form),
      postForm(request.signingUrl, form),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    await app().context.worker.drain();

    expect(await getOrderStatus(app(), founder.order.id)).toBe('QUESTIONNAIRE_RECEIVED');
    expect(await countSignatureChanges(app(), founder.order.id)).toBe(1);
    const { request: signed } = await founder.rpc.signatures.getMySignatureRequest({
      orderId: founder.order.id,
    });
    expect(signed!.status).toBe(SignatureRequestStatus.SIGNED);
    expect(signed!.signingUrl).toBe('');
    expect(signed!.signedDocumentIds).toHaveLength(1);

    const [document] = await app()
      .context.db.select()
      .from(documents)
      .where(inArray(documents.id, signed!.signedDocumentIds));
    expect(document).toMatchObject({
      orderId: founder.order.id,
      type: 'signed_articles',
      fileName: 'Statuts signés - Acme Conseil.pdf',
      uploadedBy: 'operator',
    });
    const bytes = await app().context.storage.read(document!.storageKey);
    const report = await runPdfsig(bytes);
    expect(report.match(/Signature #\d/g)).toEqual(['Signature #1']);
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    expect(text).toContain(request.documents[0]!.sha256);

    const after = await readOutbox(app(), founder.user.email);
    expect(after.filter((email) => email.template === 'documents-available')).toHaveLength(1);

    // The signing link now shows that it is done; a later 'done' event changes nothing.
    expect((await fetch(request.signingUrl)).status).toBe(410);
    const row = await findRequestRow(app(), request.id);
    const again = await postSignatureWebhook(app(), doneEvent(row.providerRequestId!));
    expect(again.status).toBe(200);
    expect(await countSignatureChanges(app(), founder.order.id)).toBe(1);
    expect((await findRequestRow(app(), request.id)).signedDocumentIds).toEqual(
      row.signedDocumentIds,
    );
  });

  it('applies two concurrent deliveries of one event once, and acknowledges the copy', async () => {
    const founder = await signUpWaitingForSignature(app());
    const row = await findRequestRow(app(), founder.request.id);
    // The partner's side as it is once the founder has signed (the sandbox would then call us).
    const [partner] = await app()
      .context.db.select()
      .from(sandboxSignatureRequests)
      .where(eq(sandboxSignatureRequests.id, row.providerRequestId!));
    await app()
      .context.db.update(sandboxSignatureRequests)
      .set({
        status: 'done',
        documents: partner!.documents.map((each) => ({
          ...each,
          signedStorageKey: each.storageKey,
        })),
      })
      .where(eq(sandboxSignatureRequests.id, partner!.id));

    const body = doneEvent(row.providerRequestId!);
    const responses = await Promise.all([
      postSignatureWebhook(app(), body),
      postSignatureWebhook(app(), body),
    ]);
    const answers = (await Promise.all(responses.map((response) => response.json()))) as {
      duplicate: boolean;
    }[];
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.duplicate).sort()).toEqual([false, true]);
    expect(await countSignatureChanges(app(), founder.order.id)).toBe(1);
    const signed = await findRequestRow(app(), row.id);
    expect(signed.status).toBe('SIGNED');
    expect(signed.signedDocumentIds).toHaveLength(1);
    const stored = await app()
      .context.db.select()
      .from(documents)
      .where(and(eq(documents.orderId, founder.order.id), eq(documents.type, 'signed_articles')));
    expect(stored).toHaveLength(1);
  });

  it('refuses a webhook with a wrong signature and stores nothing', async () => {
    const body = doneEvent('anything', 'wrongly-signed-event');
    const response = await postSignatureWebhook(
      app(),
      body,
      signYousignPayload(body, 'not-the-secret'),
    );
    expect(response.status).toBe(400);
    const unsigned = await app().fetch('/api/esignature/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(400);
    const events = await app()
      .context.db.select()
      .from(signatureEvents)
      .where(eq(signatureEvents.id, 'wrongly-signed-event'));
    expect(events).toEqual([]);
  });

  it('a declined request leaves the order waiting, and the back-office can ask again', async () => {
    const founder = await signUpWaitingForSignature(app());
    await expect(
      app().context.db.transaction((tx) =>
        resendSignatureRequest(tx, app().context, founder.order.id),
      ),
    ).rejects.toMatchObject({ code: 'SIGNATURE_REQUEST_OPEN' });

    const declined = await postForm(founder.request.signingUrl, { action: 'decline' });
    expect(declined.status).toBe(303);
    expect((await findRequestRow(app(), founder.request.id)).status).toBe('DECLINED');
    expect(await getOrderStatus(app(), founder.order.id)).toBe('WAITING_ESIGNATURE');

    const again = await app().context.db.transaction((tx) =>
      resendSignatureRequest(tx, app().context, founder.order.id),
    );
    expect(again.status).toBe('PREPARING');
    await app().context.worker.drain();
    const { request } = await founder.rpc.signatures.getMySignatureRequest({
      orderId: founder.order.id,
    });
    expect(request).toMatchObject({ id: again.id, status: SignatureRequestStatus.SENT });
  });

  it('cancelling the order cancels its request, here and at the partner', async () => {
    const founder = await signUpWaitingForSignature(app());
    await moveTo(app(), founder.order.id, 'CANCELED');
    expect((await findRequestRow(app(), founder.request.id)).status).toBe('CANCELED');
    await app().context.worker.drain();
    const row = await findRequestRow(app(), founder.request.id);
    expect(row.completedAt).not.toBeNull();
    const [partner] = await app()
      .context.db.select()
      .from(sandboxSignatureRequests)
      .where(eq(sandboxSignatureRequests.id, row.providerRequestId!));
    expect(partner!.status).toBe('canceled');
    expect((await fetch(founder.request.signingUrl)).status).toBe(410);
  });

  it('GetMySignatureRequest is refused without a session, for another customer, and for a bad id', async () => {
    const founder = await signUpWaitingForSignature(app());
    const stranger = await app().signUpCustomer();
    await expectRpcError(
      app().clients().signatures.getMySignatureRequest({ orderId: founder.order.id }),
      Code.Unauthenticated,
    );
    await expectRpcError(
      stranger.rpc.signatures.getMySignatureRequest({ orderId: founder.order.id }),
      Code.NotFound,
    );
    const { fields } = await expectRpcError(
      founder.rpc.signatures.getMySignatureRequest({ orderId: 'not-a-uuid' }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['order_id']);
  });
});

/** A partner that is down for the first `failures` calls, then accepts every request. */
function createFlakyProvider(failures: number): SignatureProvider & { created: string[] } {
  let remaining = failures;
  const created: string[] = [];
  return {
    name: 'sandbox',
    created,
    async createRequest(input) {
      if (remaining > 0) {
        remaining -= 1;
        throw new Error('partner unavailable');
      }
      created.push(input.externalId);
      return {
        providerRequestId: `flaky-${input.externalId}`,
        signingUrl: 'https://sign.example/x',
      };
    },
    parseWebhook() {
      throw new SignatureWebhookError('not used');
    },
    downloadSignedDocuments: async () => [],
    cancelRequest: async () => undefined,
  };
}

describe.each(BACKENDS)('sending a request while the partner is down (%s)', (backend) => {
  const clock = new TestClock();
  const provider = createFlakyProvider(2);
  const app = useTestApp(backend, { clock, signatures: provider });

  it('retries after 30 s, then 60 s, and sends the request once', async () => {
    const founder = await signUpPaidFrenchCustomer(app(), LegalForm.SASU);
    await moveTo(app(), founder.order.id, 'WAITING_ESIGNATURE');
    const [request] = await app()
      .context.db.select()
      .from(signatureRequests)
      .where(eq(signatureRequests.orderId, founder.order.id));

    await app().context.worker.drain();
    let row = await findRequestRow(app(), request!.id);
    expect(row).toMatchObject({
      status: 'PREPARING',
      attempts: 1,
      lastError: 'partner unavailable',
    });
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBeGreaterThan(25_000);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(30_000);

    clock.advance(31);
    await app().context.worker.drain();
    row = await findRequestRow(app(), request!.id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBeGreaterThan(55_000);

    clock.advance(61);
    await app().context.worker.drain();
    row = await findRequestRow(app(), request!.id);
    expect(row).toMatchObject({
      status: 'SENT',
      lastError: null,
      signingUrl: 'https://sign.example/x',
    });
    expect(provider.created).toEqual([request!.id]);
    await app().context.worker.drain();
    expect(provider.created).toHaveLength(1);
  });

  it.each([
    [1, 30_000],
    [2, 60_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [20, 3_600_000],
  ])(
    'after %i failures the next attempt waits %i ms (30 s doubling, at most 1 h)',
    (attempts, delay) => {
      expect(getRetryDelayMs(attempts)).toBe(delay);
    },
  );
});
