import { Code } from '@connectrpc/connect';
import {
  CapitalDepositStatus,
  LegalForm,
  SandboxBankEvent,
  ShareholderDocumentStatus,
  ShareholderStatus,
  VerificationStatus,
} from '@foundly/proto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bankWebhookEvents,
  documents,
  operatorActions,
  orderStatusChanges,
  sandboxBankWebhooks,
} from '../../db/schema/index.js';
import { BACKENDS, expectRpcError, useTestApp, type TestApp } from '../../../test/harness.js';
import { getOrderStatus, postForm, readOutbox } from '../../../test/payments.js';
import {
  answerSteps,
  getCompleteAnswers,
  signUpPaidFrenchCustomer,
} from '../../../test/questionnaire.js';
import { describeCallerChecks } from '../../../test/caller-checks.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBankPayload } from './index.js';

async function moveTo(app: TestApp, orderId: string, status: string) {
  const response = await app.fetch(`/api/dev/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
}

/** A SASU founder with a complete questionnaire (1,000 € of capital), moved to AWAITING_CD. */
async function signUpAwaitingDeposit(app: TestApp) {
  const founder = await signUpPaidFrenchCustomer(app, LegalForm.SASU);
  await answerSteps(founder.rpc, founder.order.id, getCompleteAnswers(LegalForm.SASU));
  await moveTo(app, founder.order.id, 'AWAITING_CD');
  return founder;
}

async function getDeposit(founder: Awaited<ReturnType<typeof signUpAwaitingDeposit>>) {
  const { capitalDeposit } = await founder.rpc.capitalDeposits.getCapitalDeposit({
    orderId: founder.order.id,
  });
  return capitalDeposit!;
}

/** Clicks a button of the founder's sandbox bank page; the page answers with a redirect to itself. */
async function act(url: string, action: string) {
  const response = await postForm(url, { action });
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

function postBankWebhook(app: TestApp, body: string, signature?: string) {
  return app.fetch('/api/banking/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]:
        signature ??
        signSandboxBankPayload(
          body,
          (app.context.config.banking as { webhookSecret: string }).webhookSecret,
        ),
    },
    body,
  });
}

/** The sandbox bank's webhooks not delivered yet, oldest first. */
async function takeUndeliveredWebhooks(app: TestApp) {
  const rows = await app.context.db
    .select()
    .from(sandboxBankWebhooks)
    .where(isNull(sandboxBankWebhooks.deliveredAt))
    .orderBy(sandboxBankWebhooks.createdAt);
  await app.context.db
    .update(sandboxBankWebhooks)
    .set({ deliveredAt: new Date() })
    .where(isNull(sandboxBankWebhooks.deliveredAt));
  return rows.map((row) => row.payload);
}

async function countBankMoves(app: TestApp, orderId: string) {
  const rows = await app.context.db
    .select()
    .from(orderStatusChanges)
    .where(and(eq(orderStatusChanges.orderId, orderId), eq(orderStatusChanges.actor, 'bank')));
  return rows.map((row) => `${row.fromStatus} -> ${row.toStatus}`);
}

async function countCertificates(app: TestApp, orderId: string) {
  const rows = await app.context.db
    .select()
    .from(documents)
    .where(
      and(eq(documents.orderId, orderId), eq(documents.type, 'capital_share_deposit_certificate')),
    );
  return rows.length;
}

describe.each(BACKENDS)('the capital deposit through the sandbox bank (%s)', (backend) => {
  const app = useTestApp(backend);

  it('goes from AWAITING_CD to COMPLETED, driven by the bank webhooks', async () => {
    const founder = await signUpPaidFrenchCustomer(app(), LegalForm.SASU);
    await answerSteps(founder.rpc, founder.order.id, getCompleteAnswers(LegalForm.SASU));
    const before = await founder.rpc.capitalDeposits.getCapitalDeposit({
      orderId: founder.order.id,
    });
    expect(before.capitalDeposit).toBeUndefined();

    await moveTo(app(), founder.order.id, 'AWAITING_CD');
    expect((await getDeposit(founder)).status).toBe(CapitalDepositStatus.ONBOARDING);
    await app().context.worker.drain();

    let deposit = await getDeposit(founder);
    expect(deposit.status).toBe(CapitalDepositStatus.AWAITING_OWNER_ID);
    expect(deposit.paidUpAmountCents).toBe(100_000n);
    expect(deposit.currency).toBe('EUR');
    expect(deposit.companyOnboarding?.account?.legalRepresentativeMembership?.id).toMatch(/\S/);
    const [shareholder] = deposit.shareholders;
    expect(shareholder).toMatchObject({
      fullName: 'Ada Lovelace',
      amountCents: 100_000n,
      status: ShareholderStatus.WAITING_FOR_TRANSFER,
      accountHolder: { verificationStatus: VerificationStatus.NOT_STARTED },
      documents: [{ type: 'identity', status: ShareholderDocumentStatus.PENDING }],
    });
    const pageUrl = shareholder!.onboarding!.url;
    expect(pageUrl).toMatch(/\/api\/banking\/sandbox\/onboarding\//);
    const identityEmail = (await readOutbox(app(), founder.user.email)).find(
      (email) => email.template === 'capital-deposit-identity',
    );
    expect(identityEmail?.link).toBe(pageUrl);

    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Ada Lovelace');
    expect((await fetch(`${pageUrl.slice(0, -4)}AAAA`)).status).toBe(404);

    await act(pageUrl, 'submit_identity');
    await app().context.worker.drain();
    deposit = await getDeposit(founder);
    expect(deposit.status).toBe(CapitalDepositStatus.AWAITING_REVIEW);
    expect(deposit.shareholders[0]!.accountHolder?.verificationStatus).toBe(
      VerificationStatus.PENDING,
    );

    await act(pageUrl, 'approve_identity');
    await app().context.worker.drain();
    deposit = await getDeposit(founder);
    expect(deposit.status).toBe(CapitalDepositStatus.AWAITING_FUNDS);
    const account = deposit.shareholders[0]!.account!;
    expect(account.iban).toMatch(/^FR\d{12}[0-9]{11}\d{2}$/);
    const transferEmail = (await readOutbox(app(), founder.user.email)).find(
      (email) => email.template === 'capital-deposit-transfer',
    );
    expect(transferEmail?.text).toContain(account.iban);

    const operator = await app().signUpOperator();
    await expectRpcError(
      operator.rpc.backoffice.simulateBankEvent({
        orderId: founder.order.id,
        event: SandboxBankEvent.CERTIFICATE_ISSUED,
      }),
      Code.FailedPrecondition,
    );

    expect(await act(pageUrl, 'send_transfer')).not.toContain('unchanged');
    expect(await act(pageUrl, 'send_transfer')).toContain('unchanged=1');
    await app().context.worker.drain();
    deposit = await getDeposit(founder);
    expect(deposit.status).toBe(CapitalDepositStatus.AWAITING_NOTARY);
    expect(deposit.shareholders[0]!.status).toBe(ShareholderStatus.CAPITAL_TRANSFERRED);
    expect(await getOrderStatus(app(), founder.order.id)).toBe('AWAITING_CD');

    let file = await operator.rpc.backoffice.getCapitalDepositFile({ orderId: founder.order.id });
    expect(file.provider).toBe('sandbox');
    expect(file.nextSandboxEvents).toEqual([SandboxBankEvent.CERTIFICATE_ISSUED]);
    await operator.rpc.backoffice.simulateBankEvent({
      orderId: founder.order.id,
      event: SandboxBankEvent.CERTIFICATE_ISSUED,
    });
    await app().context.worker.drain();
    deposit = await getDeposit(founder);
    expect(deposit.status).toBe(CapitalDepositStatus.CERTIFICATE_RECEIVED);
    expect(await getOrderStatus(app(), founder.order.id)).toBe('PROCESSING_PUBLICATION');
    const { documents: founderDocuments } = await founder.rpc.documents.listDocuments({
      orderId: founder.order.id,
    });
    const certificate = founderDocuments.find(
      (document) => document.id === deposit.certificateDocumentId,
    );
    expect(certificate?.fileName).toMatch(/^Certificat de dépôt des fonds/);
    expect(
      (await readOutbox(app(), founder.user.email)).some(
        (email) => email.template === 'capital-deposit-certificate',
      ),
    ).toBe(true);

    for (const status of [
      'PUBLICATION_RECEIVED',
      'PROCESSING_REGISTRY',
      'COMPANY_FORMED',
      'AWAITING_FUNDS',
    ]) {
      await moveTo(app(), founder.order.id, status);
    }
    await operator.rpc.backoffice.simulateBankEvent({
      orderId: founder.order.id,
      event: SandboxBankEvent.REGISTER_EXTRACT_RECEIVED,
    });
    await app().context.worker.drain();
    expect((await getDeposit(founder)).status).toBe(CapitalDepositStatus.CERTIFICATE_RECEIVED);
    await operator.rpc.backoffice.simulateBankEvent({
      orderId: founder.order.id,
      event: SandboxBankEvent.FUNDS_RELEASED,
    });
    await app().context.worker.drain();
    expect((await getDeposit(founder)).status).toBe(CapitalDepositStatus.COMPLETED);
    expect(await getOrderStatus(app(), founder.order.id)).toBe('COMPLETED');
    expect(await countBankMoves(app(), founder.order.id)).toEqual([
      'AWAITING_CD -> PROCESSING_PUBLICATION',
      'AWAITING_FUNDS -> COMPLETED',
    ]);

    file = await operator.rpc.backoffice.getCapitalDepositFile({ orderId: founder.order.id });
    expect(file.capitalDeposit?.status).toBe(CapitalDepositStatus.COMPLETED);
    expect(file.nextSandboxEvents).toEqual([]);
    expect(file.events.length).toBeGreaterThanOrEqual(6);
    expect(file.events.some((event) => event.outcome === 'applied')).toBe(true);
    const audited = await app()
      .context.db.select()
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.orderId, founder.order.id),
          eq(operatorActions.action, 'sandbox_bank_event'),
        ),
      );
    expect(audited.map((row) => row.details.event)).toEqual([
      'certificate_issued',
      'register_extract_received',
      'funds_released',
    ]);
  });

  it('changes once for replayed, reordered and concurrent webhooks, and nothing for forged ones', async () => {
    const founder = await signUpAwaitingDeposit(app());
    await app().context.worker.drain();
    const pageUrl = (await getDeposit(founder)).shareholders[0]!.onboarding!.url;
    const operator = await app().signUpOperator();
    await takeUndeliveredWebhooks(app());

    await act(pageUrl, 'submit_identity');
    await act(pageUrl, 'approve_identity');
    await act(pageUrl, 'send_transfer');
    await operator.rpc.backoffice.simulateBankEvent({
      orderId: founder.order.id,
      event: SandboxBankEvent.CERTIFICATE_ISSUED,
    });
    const [identity, approval, transfer, certificate] = await takeUndeliveredWebhooks(app());
    expect(certificate).toBeDefined();

    const forged = await postBankWebhook(app(), certificate!, 'sha256=' + '0'.repeat(64));
    expect(forged.status).toBe(400);
    const tampered = await postBankWebhook(
      app(),
      certificate!.replace('CapitalDepositCase.Updated', 'CapitalDepositCase.Created'),
      signSandboxBankPayload(certificate!, 'wrong-secret'),
    );
    expect(tampered.status).toBe(400);
    expect((await getDeposit(founder)).status).toBe(CapitalDepositStatus.AWAITING_OWNER_ID);

    const deliveries = await Promise.all(
      [certificate!, certificate!, certificate!, transfer!].map((body) =>
        postBankWebhook(app(), body),
      ),
    );
    expect(deliveries.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const outcomes = await Promise.all(
      deliveries.map(async (response) => ((await response.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.slice(0, 3).filter((outcome) => outcome === 'duplicate')).toHaveLength(2);
    expect((await getDeposit(founder)).status).toBe(CapitalDepositStatus.CERTIFICATE_RECEIVED);
    expect(await countBankMoves(app(), founder.order.id)).toEqual([
      'AWAITING_CD -> PROCESSING_PUBLICATION',
    ]);
    expect(await countCertificates(app(), founder.order.id)).toBe(1);

    for (const late of [identity!, approval!]) {
      const response = await postBankWebhook(app(), late);
      expect(await response.json()).toEqual({ received: true, outcome: 'unchanged' });
    }
    const replay = await postBankWebhook(app(), certificate!);
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await getDeposit(founder)).status).toBe(CapitalDepositStatus.CERTIFICATE_RECEIVED);
    expect(await countBankMoves(app(), founder.order.id)).toHaveLength(1);
    expect(await countCertificates(app(), founder.order.id)).toBe(1);
    const emails = (await readOutbox(app(), founder.user.email)).filter((email) =>
      email.template.startsWith('capital-deposit-'),
    );
    // The transfer was never asked for: the bank's report went from the identity to the certificate.
    expect(emails.map((email) => email.template).sort()).toEqual([
      'capital-deposit-certificate',
      'capital-deposit-identity',
    ]);
  });

  it('completes a file moved to AWAITING_FUNDS after the bank released the funds', async () => {
    const founder = await signUpAwaitingDeposit(app());
    await app().context.worker.drain();
    const pageUrl = (await getDeposit(founder)).shareholders[0]!.onboarding!.url;
    for (const action of ['submit_identity', 'approve_identity', 'send_transfer']) {
      await act(pageUrl, action);
    }
    const operator = await app().signUpOperator();
    for (const event of [
      SandboxBankEvent.CERTIFICATE_ISSUED,
      SandboxBankEvent.REGISTER_EXTRACT_RECEIVED,
      SandboxBankEvent.FUNDS_RELEASED,
    ]) {
      await operator.rpc.backoffice.simulateBankEvent({ orderId: founder.order.id, event });
    }
    await app().context.worker.drain();
    expect((await getDeposit(founder)).status).toBe(CapitalDepositStatus.COMPLETED);
    expect(await getOrderStatus(app(), founder.order.id)).toBe('PROCESSING_PUBLICATION');

    for (const status of [
      'PUBLICATION_RECEIVED',
      'PROCESSING_REGISTRY',
      'COMPANY_FORMED',
      'AWAITING_FUNDS',
    ]) {
      await moveTo(app(), founder.order.id, status);
    }
    expect(await getOrderStatus(app(), founder.order.id)).toBe('COMPLETED');
    expect(await countBankMoves(app(), founder.order.id)).toEqual([
      'AWAITING_CD -> PROCESSING_PUBLICATION',
      'AWAITING_FUNDS -> COMPLETED',
    ]);
  });

  it('acknowledges and records a webhook for a case it does not know', async () => {
    const body = JSON.stringify({
      eventType: 'CapitalDepositCase.Updated',
      eventId: crypto.randomUUID(),
      eventDate: new Date().toISOString(),
      projectId: 'sandbox',
      resourceId: 'unknown-case',
    });
    const response = await postBankWebhook(app(), body);
    expect(await response.json()).toEqual({ received: true, outcome: 'unknown_deposit' });
    const [row] = await app()
      .context.db.select()
      .from(bankWebhookEvents)
      .where(eq(bankWebhookEvents.providerCaseId, 'unknown-case'));
    expect(row?.outcome).toBe('unknown_deposit');
  });

  it('keeps a deposit the bank refuses, with the reason, for the team', async () => {
    const founder = await signUpPaidFrenchCustomer(app(), LegalForm.SASU);
    await moveTo(app(), founder.order.id, 'AWAITING_CD');
    await app().context.worker.drain();
    const operator = await app().signUpOperator();
    const file = await operator.rpc.backoffice.getCapitalDepositFile({ orderId: founder.order.id });
    expect(file.capitalDeposit?.status).toBe(CapitalDepositStatus.ONBOARDING);
    expect(file.openingError).toMatch(/ValidationRejection/);
    const { detail } = await expectRpcError(
      operator.rpc.backoffice.simulateBankEvent({
        orderId: founder.order.id,
        event: SandboxBankEvent.CERTIFICATE_ISSUED,
      }),
      Code.FailedPrecondition,
    );
    expect(detail?.reason).toBe('CAPITAL_DEPOSIT_NOT_OPENED');
  });

  it("answers another customer's order, or an invalid id, as missing or invalid", async () => {
    const founder = await signUpAwaitingDeposit(app());
    const stranger = await app().signUpCustomer();
    const { detail } = await expectRpcError(
      stranger.rpc.capitalDeposits.getCapitalDeposit({ orderId: founder.order.id }),
      Code.NotFound,
    );
    expect(detail?.reason).toBe('ORDER_NOT_FOUND');
    const invalid = await expectRpcError(
      founder.rpc.capitalDeposits.getCapitalDeposit({ orderId: 'not-an-id' }),
      Code.InvalidArgument,
    );
    expect(invalid.fields).toEqual(['order_id']);
    await expectRpcError(
      founder.rpc.backoffice.getCapitalDepositFile({ orderId: founder.order.id }),
      Code.PermissionDenied,
    );
    await expectRpcError(
      founder.rpc.backoffice.simulateBankEvent({
        orderId: founder.order.id,
        event: SandboxBankEvent.CERTIFICATE_ISSUED,
      }),
      Code.PermissionDenied,
    );
    const operator = await app().signUpOperator();
    await expectRpcError(
      operator.rpc.backoffice.getCapitalDepositFile({ orderId: crypto.randomUUID() }),
      Code.NotFound,
    );
    await expectRpcError(
      operator.rpc.backoffice.simulateBankEvent({
        orderId: founder.order.id,
        event: SandboxBankEvent.UNSPECIFIED,
      }),
      Code.InvalidArgument,
    );
  });

  describeCallerChecks('CapitalDepositService/GetCapitalDeposit', app, (rpc, caller) =>
    rpc.capitalDeposits.getCapitalDeposit({ orderId: caller.order.id }),
  );
});

describe('the back-office with the real bank configured', () => {
  const app = useTestApp('pglite', {
    env: {
      BANKING_PROVIDER: 'swan',
      SWAN_CLIENT_ID: 'swan-client',
      SWAN_CLIENT_SECRET: 'swan-client-secret',
      SWAN_WEBHOOK_SECRET: 'swan-webhook-secret-value',
    },
  });

  it('refuses to drive the bank: only the sandbox can be', async () => {
    const founder = await signUpPaidFrenchCustomer(app(), LegalForm.SASU);
    const operator = await app().signUpOperator();
    const { detail } = await expectRpcError(
      operator.rpc.backoffice.simulateBankEvent({
        orderId: founder.order.id,
        event: SandboxBankEvent.FUNDS_RELEASED,
      }),
      Code.FailedPrecondition,
    );
    expect(detail?.reason).toBe('BANK_SANDBOX_ONLY');
    const file = await operator.rpc.backoffice.getCapitalDepositFile({ orderId: founder.order.id });
    expect(file.provider).toBe('swan');
    expect(file.capitalDeposit).toBeUndefined();
  });

  it('refuses a webhook without Swan’s secret', async () => {
    const response = await app().fetch('/api/banking/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-swan-secret': 'not-the-secret' },
      body: JSON.stringify({
        eventType: 'CapitalDepositCase.Updated',
        eventId: 'e1',
        resourceId: 'c1',
      }),
    });
    expect(response.status).toBe(400);
  });
});
