import { toJsonString } from '@bufbuild/protobuf';
import { Code } from '@connectrpc/connect';
import {
  GetMyOrderResponseSchema,
  OrderStatus,
  UpdateCertificatePasswordResponseSchema,
} from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { describeCallerChecks, signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { createPkcs12, HOLDER } from '../../../test/certificates.js';
import { sampleFiles, signUpSpanishCustomer, uploadDocument } from '../../../test/documents.js';
import {
  BACKENDS,
  createLogCapture,
  expectRpcError,
  TestClock,
  useTestApp,
  type RpcClients,
  type TestApp,
} from '../../../test/harness.js';
import { setOrderStatus } from '../../../test/payments.js';
import { readOrderRow } from '../../../test/questionnaire.js';
import {
  computeStoredSpanishProgress,
  signUpPaidSpanishCustomer,
  uploadCertificate,
} from '../../../test/spanish-questionnaire.js';
import { documentAudit, documents, orders, orderSecrets } from '../../db/schema/index.js';
import { toEpochSeconds } from '../../rpc/timestamps.js';
import { createSecretBox, getSecretContext } from './secret-box.js';

const DAY_MS = 86_400_000;
const PASSWORD = 'Lucía-Clave 2026!';

/** A paid Spanish order with a valid certificate uploaded, its password not sent yet. */
async function signUpWithCertificate(app: TestApp, password = PASSWORD) {
  const customer = await signUpPaidSpanishCustomer(app);
  const bytes = createPkcs12({ password, now: app.context.clock.now() });
  const { document } = await uploadCertificate(customer.rpc, customer.order.id, bytes);
  return { ...customer, document };
}

async function readDocumentRow(app: TestApp, documentId: string) {
  const [row] = await app.context.db.select().from(documents).where(eq(documents.id, documentId));
  return row!;
}

/**
 * Whether a refused or replaced certificate is gone: the row marked deleted with the audit of its
 * deletion (no actor: the server discarded it), the file removed, and no list or reference of
 * the founder or the back-office naming it.
 */
async function expectDiscarded(app: TestApp, rpc: RpcClients, orderId: string, documentId: string) {
  const row = await readDocumentRow(app, documentId);
  expect(row.deletedAt).not.toBeNull();
  await expect(app.context.storage.read(row.storageKey)).rejects.toThrow();
  const audit = await app.context.db
    .select()
    .from(documentAudit)
    .where(eq(documentAudit.documentId, documentId));
  expect(audit.map(({ action, actorUserId }) => [action, actorUserId])).toEqual([
    ['upload', expect.any(String)],
    ['delete', null],
  ]);
  const mine = await rpc.orders.getMyOrder({ orderId });
  expect(mine.order?.documentRefs.personalCertificateId).not.toBe(documentId);
  expect([...(mine.order?.documents ?? []), ...mine.documents].map(({ id }) => id)).not.toContain(
    documentId,
  );
  const listed = await rpc.documents.listDocuments({ orderId });
  expect(listed.documents.map(({ id }) => id)).not.toContain(documentId);
  const operator = await app.signUpOperator();
  const file = await operator.rpc.backoffice.getOrderFile({ orderId });
  expect(file.documents.map(({ id }) => id)).not.toContain(documentId);
}

async function readSecrets(app: TestApp, orderId: string) {
  return app.context.db.select().from(orderSecrets).where(eq(orderSecrets.orderId, orderId));
}

describe.each(BACKENDS)('OrderService.UpdateCertificatePassword on %s', (backend) => {
  const logs = createLogCapture();
  const clock = new TestClock();
  const app = useTestApp(backend, { clock, logStream: logs.stream, env: { LOG_LEVEL: 'trace' } });

  afterEach(() => clock.reset());

  describe('opening the certificate', () => {
    it('shows what the certificate says, sets both flags and completes the certificate step', async () => {
      const { rpc, order, document } = await signUpWithCertificate(app());
      const response = await rpc.orders.updateCertificatePassword({
        orderId: order.id,
        password: PASSWORD,
      });

      expect(response.certificate).toMatchObject({
        holderName: 'GARCIA LOPEZ LUCIA',
        taxId: '12345678Z',
        issuer: HOLDER.issuer,
      });
      const expected = new Date(clock.now().getTime() + 365 * DAY_MS);
      const expiresAt = Number(response.certificate?.expiresAt);
      expect(Math.abs(expiresAt - Number(toEpochSeconds(expected)))).toBeLessThanOrEqual(5);
      expect(response.order?.metadata).toMatchObject({
        userProvidedPersonalCertificate: 'true',
        userProvidedPersonalCertificatePassword: 'true',
      });
      expect(response.order?.status).toBe(OrderStatus.WAITING_QUESTIONS);
      expect(response.progress).toEqual(await computeStoredSpanishProgress(app(), order.id));
      expect(response.progress?.completedFunnels).toContain('digital-certificate');

      const mine = await rpc.orders.getMyOrder({ orderId: order.id });
      expect(mine.certificate).toEqual(response.certificate);
      expect(mine.order?.documentRefs.personalCertificateId).toBe(document.id);
      expect(toJsonString(GetMyOrderResponseSchema, mine)).not.toContain(PASSWORD);
      expect(toJsonString(UpdateCertificatePasswordResponseSchema, response)).not.toContain(
        PASSWORD,
      );
    });

    it('keeps the password encrypted: no column of the order or its secret holds it, and the server key opens it', async () => {
      const { rpc, order } = await signUpWithCertificate(app());
      await rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD });

      const secrets = await readSecrets(app(), order.id);
      expect(secrets).toHaveLength(1);
      const [secret] = secrets;
      expect(secret).toMatchObject({ kind: 'certificate_password' });
      const [row] = await app().context.db.select().from(orders).where(eq(orders.id, order.id));
      const stored = JSON.stringify([secrets, row]);
      for (const form of [PASSWORD, Buffer.from(PASSWORD).toString('base64')]) {
        expect(stored).not.toContain(form);
      }
      expect(
        createSecretBox(app().context.config).open(
          secret!,
          getSecretContext(order.id, 'certificate_password'),
        ),
      ).toBe(PASSWORD);
      expect(() =>
        createSecretBox(app().context.config).open(
          secret!,
          getSecretContext(crypto.randomUUID(), 'certificate_password'),
        ),
      ).toThrow();
    });

    it('replaces the stored password when it is sent again', async () => {
      const { rpc, order } = await signUpWithCertificate(app());
      await rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD });
      const [first] = await readSecrets(app(), order.id);
      await rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD });
      const secrets = await readSecrets(app(), order.id);
      expect(secrets).toHaveLength(1);
      expect(secrets[0]?.id).toBe(first?.id);
      expect(secrets[0]?.iv).not.toBe(first?.iv);
    });
  });

  describe('refusals', () => {
    it('refuses a wrong password on the password field and keeps nothing', async () => {
      const { rpc, order } = await signUpWithCertificate(app());
      const before = await readOrderRow(app(), order.id);
      const { detail, fields } = await expectRpcError(
        rpc.orders.updateCertificatePassword({ orderId: order.id, password: 'not-the-password' }),
        Code.InvalidArgument,
      );
      expect(detail?.reason).toBe('CERTIFICATE_PASSWORD_WRONG');
      expect(fields).toEqual(['password']);
      expect(detail?.fieldViolations[0]?.description).toBe('errors.CERTIFICATE_PASSWORD_WRONG');
      expect(await readSecrets(app(), order.id)).toEqual([]);
      const after = await readOrderRow(app(), order.id);
      expect(after).toMatchObject({ version: before.version, certificate: null });
      expect(after.metadata.userProvidedPersonalCertificate).toBeUndefined();
    });

    it.each([
      ['an empty password', '', 'errors.field.passwordRequired'],
      ['a password of 35 characters', 'a'.repeat(35), 'errors.field.passwordTooLong'],
    ])('refuses %s with its message', async (_title, password, message) => {
      const { rpc, order } = await signUpWithCertificate(app());
      const { fields, detail } = await expectRpcError(
        rpc.orders.updateCertificatePassword({ orderId: order.id, password }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['password']);
      expect(detail?.fieldViolations[0]?.description).toBe(message);
    });

    it('accepts a password of 34 characters', async () => {
      const password = 'ñ'.repeat(34);
      const { rpc, order } = await signUpWithCertificate(app(), password);
      const { certificate } = await rpc.orders.updateCertificatePassword({
        orderId: order.id,
        password,
      });
      expect(certificate?.taxId).toBe('12345678Z');
    });

    it('refuses an expired certificate with CERTIFICATE_EXPIRED and keeps neither its file nor its document', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      const now = clock.now();
      const expired = createPkcs12({
        password: PASSWORD,
        notBefore: new Date(now.getTime() - 400 * DAY_MS),
        notAfter: new Date(now.getTime() - DAY_MS),
      });
      const { document } = await uploadCertificate(rpc, order.id, expired);
      const { detail } = await expectRpcError(
        rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('CERTIFICATE_EXPIRED');
      expect(await readSecrets(app(), order.id)).toEqual([]);
      await expectDiscarded(app(), rpc, order.id, document.id);
    });

    it('lists only the valid certificate uploaded after a refused one', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      const now = clock.now();
      const expired = createPkcs12({
        password: PASSWORD,
        notBefore: new Date(now.getTime() - 400 * DAY_MS),
        notAfter: new Date(now.getTime() - DAY_MS),
      });
      const { document: refused } = await uploadCertificate(rpc, order.id, expired, 'viejo.p12');
      await expectRpcError(
        rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD }),
        Code.FailedPrecondition,
      );
      const valid = createPkcs12({ password: PASSWORD, now });
      const { document } = await uploadCertificate(rpc, order.id, valid, 'nuevo.p12');
      await rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD });

      const { documents: listed } = await rpc.documents.listDocuments({ orderId: order.id });
      expect(
        listed.filter(({ type }) => type === 'personal_certificate').map(({ id }) => id),
      ).toEqual([document.id]);
      await expectDiscarded(app(), rpc, order.id, refused.id);
    });

    it('keeps the file after a wrong password, for the founder to type it again', async () => {
      const { rpc, order, document } = await signUpWithCertificate(app());
      await expectRpcError(
        rpc.orders.updateCertificatePassword({ orderId: order.id, password: 'not-the-password' }),
        Code.InvalidArgument,
      );
      const row = await readDocumentRow(app(), document.id);
      expect(row.deletedAt).toBeNull();
      await expect(app().context.storage.read(row.storageKey)).resolves.toBeInstanceOf(Buffer);
      const mine = await rpc.orders.getMyOrder({ orderId: order.id });
      expect(mine.order?.documentRefs.personalCertificateId).toBe(document.id);
    });

    it('reads validity on the server’s clock: valid today, expired two years on, not valid a day before', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      // Each refusal discards the file, so the same certificate is uploaded before each try.
      const bytes = createPkcs12({ password: PASSWORD, now: clock.now() });
      await uploadCertificate(rpc, order.id, bytes);
      clock.advance((2 * 365 * DAY_MS) / 1000);
      const expired = await expectRpcError(
        rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD }),
        Code.FailedPrecondition,
      );
      expect(expired.detail?.reason).toBe('CERTIFICATE_EXPIRED');

      clock.reset();
      clock.advance(-(2 * DAY_MS) / 1000);
      await uploadCertificate(rpc, order.id, bytes);
      const early = await expectRpcError(
        rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD }),
        Code.FailedPrecondition,
      );
      expect(early.detail?.reason).toBe('CERTIFICATE_NOT_YET_VALID');
    });

    it('refuses a file that only looks like a PKCS#12 with INVALID_FILE, and discards it', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      const { document } = await uploadCertificate(rpc, order.id, sampleFiles.p12());
      const { detail } = await expectRpcError(
        rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD }),
        Code.InvalidArgument,
      );
      expect(detail?.reason).toBe('INVALID_FILE');
      await expectDiscarded(app(), rpc, order.id, document.id);
    });

    it('refuses a certificate without its private key with INVALID_FILE', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      await uploadCertificate(
        rpc,
        order.id,
        createPkcs12({ password: PASSWORD, withoutKey: true }),
      );
      const { detail } = await expectRpcError(
        rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD }),
        Code.InvalidArgument,
      );
      expect(detail?.reason).toBe('INVALID_FILE');
    });

    it('answers unavailable when the stored file cannot be read, and logs the failure without the password', async () => {
      const { rpc, order, document } = await signUpWithCertificate(app());
      const [stored] = await app()
        .context.db.select()
        .from(documents)
        .where(eq(documents.id, document.id));
      await app().context.storage.delete(stored!.storageKey);
      const { detail } = await expectRpcError(
        rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD }),
        Code.Unavailable,
      );
      expect(detail?.reason).toBe('STORAGE_FAILED');
    });

    it('refuses a password before the certificate is uploaded', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      const { detail } = await expectRpcError(
        rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD }),
        Code.NotFound,
      );
      expect(detail?.reason).toBe('DOCUMENT_NOT_FOUND');
    });

    it('is refused before payment, once the questionnaire was received, and for a French order', async () => {
      const draft = await signUpSpanishCustomer(app());
      const unpaid = await expectRpcError(
        draft.rpc.orders.updateCertificatePassword({ orderId: draft.order.id, password: PASSWORD }),
        Code.FailedPrecondition,
      );
      expect(unpaid.detail?.reason).toBe('ORDER_NOT_PAID');

      const received = await signUpWithCertificate(app());
      await setOrderStatus(app(), received.order.id, 'QUESTIONNAIRE_RECEIVED');
      const locked = await expectRpcError(
        received.rpc.orders.updateCertificatePassword({
          orderId: received.order.id,
          password: PASSWORD,
        }),
        Code.FailedPrecondition,
      );
      expect(locked.detail?.reason).toBe('QUESTIONNAIRE_LOCKED');

      const french = await signUpOrderingCustomer(app());
      const { fields } = await expectRpcError(
        french.rpc.orders.updateCertificatePassword({
          orderId: french.order.id,
          password: PASSWORD,
        }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['order_id']);
    });

    it('answers not_found for another customer’s order and invalid_argument for a malformed id', async () => {
      const owner = await signUpWithCertificate(app());
      const stranger = await signUpPaidSpanishCustomer(app());
      await expectRpcError(
        stranger.rpc.orders.updateCertificatePassword({
          orderId: owner.order.id,
          password: PASSWORD,
        }),
        Code.NotFound,
      );
      expect(await readSecrets(app(), owner.order.id)).toEqual([]);
      const { fields } = await expectRpcError(
        stranger.rpc.orders.updateCertificatePassword({ orderId: 'nope', password: PASSWORD }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['order_id']);
    });
  });

  describe('when the file changes', () => {
    it('deleting the certificate forgets its password, its summary and the flags', async () => {
      const { rpc, order, document } = await signUpWithCertificate(app());
      await rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD });
      await expect(rpc.documents.deleteDocument({ documentId: document.id })).resolves.toEqual(
        expect.objectContaining({ deleted: true }),
      );

      const mine = await rpc.orders.getMyOrder({ orderId: order.id });
      expect(mine.certificate).toBeUndefined();
      expect(mine.order?.metadata.userProvidedPersonalCertificate).toBeUndefined();
      expect(mine.order?.metadata.userProvidedPersonalCertificatePassword).toBeUndefined();
      expect(mine.progress?.completedFunnels).not.toContain('digital-certificate');
      expect(await readSecrets(app(), order.id)).toEqual([]);
      expect((await readOrderRow(app(), order.id)).certificate).toBeNull();
    });

    it('uploading another certificate in its place discards the one it replaces', async () => {
      const { rpc, order, document } = await signUpWithCertificate(app());
      await rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD });
      await uploadCertificate(rpc, order.id, createPkcs12({ password: 'otra-clave' }), 'nuevo.pfx');
      await expectDiscarded(app(), rpc, order.id, document.id);
    });

    it('uploading another certificate in its place asks for its password again', async () => {
      const { rpc, order } = await signUpWithCertificate(app());
      await rpc.orders.updateCertificatePassword({ orderId: order.id, password: PASSWORD });
      await uploadCertificate(rpc, order.id, createPkcs12({ password: 'otra-clave' }), 'nuevo.pfx');

      const mine = await rpc.orders.getMyOrder({ orderId: order.id });
      expect(mine.certificate).toBeUndefined();
      expect(mine.order?.metadata.userProvidedPersonalCertificate).toBeUndefined();
      expect(await readSecrets(app(), order.id)).toEqual([]);
      const { certificate } = await rpc.orders.updateCertificatePassword({
        orderId: order.id,
        password: 'otra-clave',
      });
      expect(certificate?.holderName).toBe('GARCIA LOPEZ LUCIA');
    });

    it('uploading and deleting another document keeps the certificate', async () => {
      const { rpc, order } = await signUpWithCertificate(app());
      const opened = await rpc.orders.updateCertificatePassword({
        orderId: order.id,
        password: PASSWORD,
      });
      const { document: bill } = await uploadDocument(rpc, {
        orderId: order.id,
        fileName: 'factura.pdf',
        documentType: 'proof_of_address',
        referenceField: 'proofOfAddressId',
        bytes: sampleFiles.pdf(),
      });
      await rpc.documents.deleteDocument({ documentId: bill.id });

      const mine = await rpc.orders.getMyOrder({ orderId: order.id });
      expect(mine.certificate).toEqual(opened.certificate);
      expect(mine.order?.metadata).toMatchObject({
        userProvidedPersonalCertificate: 'true',
        userProvidedPersonalCertificatePassword: 'true',
      });
      expect(await readSecrets(app(), order.id)).toHaveLength(1);
    });
  });

  it('never writes a password to the logs', () => {
    const text = logs.text();
    expect(logs.lines().some((line) => line.msg === 'Could not read a certificate file')).toBe(
      true,
    );
    for (const password of [PASSWORD, 'not-the-password', 'otra-clave', 'ñ'.repeat(34)]) {
      expect(text).not.toContain(password);
    }
  });

  describeCallerChecks(
    'UpdateCertificatePassword',
    app,
    (rpc, caller) =>
      rpc.orders.updateCertificatePassword({ orderId: caller.order.id, password: PASSWORD }),
    signUpWithCertificate,
  );
});
