import type { AddressInfo } from 'node:net';
import { EMAIL_MAX_ATTEMPTS } from '@foundly/domain';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  createTestDatabase,
  TestApp,
  TestClock,
  uniqueEmail,
  useTestApp,
  type TestDatabase,
} from '../../../test/harness.js';
import { emailOutbox } from '../../db/schema/index.js';
import { queueEmail } from './queue-email.js';

/** A real SMTP server in the test process that keeps what it accepts. */
class TestSmtpServer {
  /** The raw messages accepted, in order. */
  readonly received: string[] = [];
  /** How many of the next DATA commands get a temporary failure (451). */
  failNext = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.failNext > 0) {
          this.failNext -= 1;
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
          return;
        }
        this.received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  url = '';

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  reset() {
    this.received.length = 0;
    this.failNext = 0;
  }

  /** The accepted messages whose Message-ID names `id`. */
  messagesFor(id: string): string[] {
    return this.received.filter((raw) => raw.includes(`<${id}@127.0.0.1>`));
  }
}

function queueTestEmail(app: TestApp, subject = 'Bonjour') {
  return queueEmail(
    app.context.db,
    app.context.logger,
    { printLinks: false },
    {
      template: 'verify-email',
      to: uniqueEmail(),
      locale: 'fr-fr',
      link: `${app.url}/verify?token=${subject}`,
    },
  ).then((row) => row!);
}

async function readEmail(app: TestApp, id: string) {
  const [row] = await app.context.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row!;
}

describe.each(BACKENDS)('e-mail delivery over SMTP on %s', (backend) => {
  const smtp = new TestSmtpServer();
  const clock = new TestClock();
  // Filled once the SMTP server listens; useTestApp reads it when the app starts, after this hook.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await smtp.listen();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.close());
  const app = useTestApp(backend, { env, clock });
  beforeEach(() => smtp.reset());

  it('delivers a queued e-mail once, marks it sent and gives it a stable Message-ID', async () => {
    const queued = await queueTestEmail(app());
    await app().context.worker.drain();
    await app().context.worker.drain();

    const [raw, ...others] = smtp.messagesFor(queued.id);
    expect(others).toHaveLength(0);
    expect(raw).toMatch(new RegExp(`^Message-ID: <${queued.id}@127\\.0\\.0\\.1>`, 'im'));
    expect(raw).toMatch(/^From: Foundly <no-reply@localhost>/im);
    expect(raw).toContain(queued.to);
    expect(raw).toContain('Confirmez votre adresse e-mail');
    expect(raw).toMatch(/Content-Type: text\/html/i);
    const row = await readEmail(app(), queued.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps an e-mail refused with 451 pending, retries it after the backoff, and delivers it once', async () => {
    smtp.failNext = 1;
    const queued = await queueTestEmail(app());
    await app().context.worker.drain();

    const failed = await readEmail(app(), queued.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(failed.lastError).toContain('451');
    expect(failed.lastError).not.toContain(queued.to);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime() + 55_000);

    await app().context.worker.drain();
    expect(smtp.received).toHaveLength(0);
    expect((await readEmail(app(), queued.id)).attempts).toBe(1);

    clock.advance(61);
    await app().context.worker.drain();
    expect(smtp.messagesFor(queued.id)).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    expect(await readEmail(app(), queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it(`marks an e-mail failed after ${EMAIL_MAX_ATTEMPTS} refusals and never tries it again`, async () => {
    smtp.failNext = 100;
    const queued = await queueTestEmail(app());
    for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS; attempt += 1) {
      await app().context.worker.drain();
      const row = await readEmail(app(), queued.id);
      expect(row.attempts).toBe(attempt);
      expect(row.status).toBe(attempt < EMAIL_MAX_ATTEMPTS ? 'pending' : 'failed');
      clock.advance(60 * 60);
    }
    await app().context.worker.drain();
    clock.advance(24 * 60 * 60);
    await app().context.worker.drain();

    expect(smtp.failNext).toBe(100 - EMAIL_MAX_ATTEMPTS);
    expect(await readEmail(app(), queued.id)).toMatchObject({
      status: 'failed',
      attempts: EMAIL_MAX_ATTEMPTS,
      sentAt: null,
    });
    expect(smtp.received).toHaveLength(0);
  });
});

describe.each(BACKENDS)('two instances delivering from one %s database', (backend) => {
  const smtp = new TestSmtpServer();
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    await smtp.listen();
    database = await createTestDatabase(backend);
    const env = { SMTP_URL: smtp.url };
    [first, second] = await Promise.all([
      TestApp.start({ database, env }),
      TestApp.start({ database, env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.destroy();
    await smtp.close();
  });

  it('deliver each of 10 queued e-mails exactly once when they drain at the same time', async () => {
    const queued = await Promise.all(
      Array.from({ length: 10 }, (_, index) => queueTestEmail(first, `message-${index}`)),
    );
    await Promise.all([first.context.worker.drain(), second.context.worker.drain()]);

    for (const email of queued) expect(smtp.messagesFor(email.id)).toHaveLength(1);
    expect(smtp.received).toHaveLength(10);
    const rows = await first.context.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          queued.map((email) => email.id),
        ),
      );
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 10 }, () => ['sent', 1]),
    );
  });
});

describe.each(BACKENDS)('e-mail delivery without SMTP_URL on %s', (backend) => {
  const app = useTestApp(backend);

  it('sends nothing and leaves the e-mails pending in the outbox', async () => {
    const queued = await queueTestEmail(app());
    await app().context.worker.drain();
    expect(await readEmail(app(), queued.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      lockedUntil: null,
      sentAt: null,
    });
  });
});
