import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKENDS, uniqueEmail, useTestApp, type TestApp } from '../../../test/harness.js';
import { signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { emailOutbox, orders } from '../../db/schema/index.js';
import { listStatusChanges } from '../order-records/index.js';
import { queueDocumentsAvailableEmail } from './queue-documents-available-email.js';
import { queueEmail } from './queue-email.js';
import { queueStatusChangeEmail } from './queue-status-change-email.js';

function listEmailsOfOrder(app: TestApp, orderId: string) {
  return app.context.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, orderId))
    .orderBy(emailOutbox.createdAt);
}

async function moveTo(app: TestApp, orderId: string, status: string) {
  const response = await app.fetch(`/api/dev/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
}

describe.each(BACKENDS)('queueing e-mails on %s', (backend) => {
  const app = useTestApp(backend);

  it('writes one row for the same dedupeKey queued twice, and returns undefined the second time', async () => {
    const to = uniqueEmail();
    const input = {
      template: 'verify-email' as const,
      to,
      locale: 'en-gb',
      link: 'https://app.example.com/verify',
      dedupeKey: `test:${crypto.randomUUID()}`,
    };
    const { db, logger } = app().context;
    const first = await db.transaction((tx) =>
      queueEmail(tx, logger, { printLinks: false }, input),
    );
    const second = await queueEmail(db, logger, { printLinks: false }, input);

    expect(first).toMatchObject({ to, dedupeKey: input.dedupeKey, status: 'pending' });
    expect(second).toBeUndefined();
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).toHaveLength(1);
  });

  it('writes every e-mail queued without a dedupeKey', async () => {
    const to = uniqueEmail();
    const { db, logger } = app().context;
    const input = {
      template: 'verify-email' as const,
      to,
      locale: 'en-gb',
      link: 'https://x.example',
    };
    await queueEmail(db, logger, { printLinks: false }, input);
    await queueEmail(db, logger, { printLinks: false }, input);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).toHaveLength(2);
  });

  it('e-mails the founder the status changes they do not already know of', async () => {
    const { user, order } = await signUpOrderingCustomer(app());
    for (const status of [
      'PLACED',
      'WAITING_QUESTIONS',
      'QUESTIONNAIRE_RECEIVED',
      'PROCESSING_QUESTIONNAIRE',
      'WAITING_QUESTIONS',
    ]) {
      await moveTo(app(), order.id, status);
    }

    const changes = await listStatusChanges(app().context.db, order.id);
    const emails = await listEmailsOfOrder(app(), order.id);
    // DRAFT -> PLACED (the receipt) and PLACED -> WAITING_QUESTIONS (their own answer) are not e-mailed.
    expect(emails.map((email) => [email.template, email.dedupeKey, email.subject])).toEqual([
      ['status-changed', `status:${changes[2]!.id}`, 'Acme\u00a0: Questionnaire reçu'],
      [
        'status-changed',
        `status:${changes[3]!.id}`,
        'Acme\u00a0: Questionnaire en cours de vérification',
      ],
      ['status-changed', `status:${changes[4]!.id}`, 'Acme\u00a0: Quelques corrections à apporter'],
    ]);
    for (const email of emails) {
      expect(email).toMatchObject({
        to: user.email,
        locale: 'fr-fr',
        link: `${app().url}/fr/fr-fr`,
      });
    }
  });

  it('queues nothing more when the same status change is handled again', async () => {
    const { order } = await signUpOrderingCustomer(app());
    await moveTo(app(), order.id, 'CANCELED');
    const [change] = await listStatusChanges(app().context.db, order.id);
    const [row] = await app().context.db.select().from(orders).where(eq(orders.id, order.id));

    await app().context.db.transaction((tx) =>
      queueStatusChangeEmail(tx, app().context, { order: row!, change: change! }),
    );

    const emails = await listEmailsOfOrder(app(), order.id);
    expect(emails.map((email) => email.subject)).toEqual(['Acme\u00a0: Commande annulée']);
  });

  it('announces new documents once per dedupeKey, with a link to the documents page', async () => {
    const { user, order } = await signUpOrderingCustomer(app());
    const input = {
      orderId: order.id,
      documentNames: ['Extrait Kbis.pdf'],
      dedupeKey: `document:${crypto.randomUUID()}`,
    };
    const queued = await app().context.db.transaction((tx) =>
      queueDocumentsAvailableEmail(tx, app().context, input),
    );
    const again = await queueDocumentsAvailableEmail(app().context.db, app().context, input);

    expect(queued).toMatchObject({
      to: user.email,
      template: 'documents-available',
      subject: 'Un nouveau document dans votre espace',
      link: `${app().url}/fr/fr-fr/documents`,
      orderId: order.id,
    });
    expect(again).toBeUndefined();
    expect(await listEmailsOfOrder(app(), order.id)).toHaveLength(1);
  });
});
