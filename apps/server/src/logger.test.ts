import { Code } from '@connectrpc/connect';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BACKENDS,
  createLogCapture,
  expectRpcError,
  PRODUCTION_ENV,
  SESSION_COOKIE,
  useTestApp,
} from '../test/harness.js';
import { emailOutbox } from './db/schema/index.js';
import { redactUrl } from './logger.js';

describe('redactUrl', () => {
  it.each([
    [
      '/api/auth/verify-email?token=abc.def&callbackURL=%2F',
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F',
    ],
    [
      '/api/auth/callback/google?state=s1&code=c2',
      '/api/auth/callback/google?state=[redacted]&code=[redacted]',
    ],
    ['/api/auth/reset-password?TOKEN=abc', '/api/auth/reset-password?TOKEN=[redacted]'],
    ['/api/dev/outbox?to=a%40example.com', '/api/dev/outbox?to=a%40example.com'],
    [
      '/api/esignature/sandbox/sign/k3Jd9sQ2xLw7Vb1Zr8Yt4Mn6Pq0Hc5Fg',
      '/api/esignature/sandbox/sign/[redacted]',
    ],
    [
      '/api/esignature/sandbox/sign/k3Jd9sQ2xLw7Vb1Zr8Yt4Mn6Pq0Hc5Fg/documents/0',
      '/api/esignature/sandbox/sign/[redacted]/documents/0',
    ],
    [
      '/api/compliance/0b9f6c1e-5d2a-4c3b-9e8f-7a6b5c4d3e2f/calendar.ics?token=Zq8Xw3Lr5Tn1Vb7Kc9Md2Fh4',
      '/api/compliance/0b9f6c1e-5d2a-4c3b-9e8f-7a6b5c4d3e2f/calendar.ics?token=[redacted]',
    ],
    ['/healthz', '/healthz'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe.each(BACKENDS)('production logs on %s', (backend) => {
  const logs = createLogCapture();
  const app = useTestApp(backend, {
    env: { ...PRODUCTION_ENV, LOG_LEVEL: 'trace' },
    logStream: logs.stream,
  });

  async function readVerificationLink(email: string) {
    const [row] = await app()
      .context.db.select({ link: emailOutbox.link })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    return row!.link!;
  }

  async function signUp(password: string) {
    const user = await app().signUpUnverified({ password });
    const link = await readVerificationLink(user.email);
    const verified = await fetch(link, { redirect: 'manual' });
    const cookie = verified.headers
      .getSetCookie()
      .map((header) => header.split(';')[0]!)
      .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))!;
    return { ...user, cookie, verificationToken: new URL(link).searchParams.get('token')! };
  }

  it('never contain passwords, session tokens, cookies or verification tokens', async () => {
    const password = 'first-secret-password';
    const newPassword = 'second-secret-password';
    const user = await signUp(password);
    const { token } = await app().signIn(user.email, password);

    const byToken = app().clients({ token, headers: { 'x-request-id': 'redaction-bearer' } });
    await byToken.customers.getOrCreateCustomer({});
    await expectRpcError(
      byToken.customers.updateCustomerPassword({ newPassword: 'short' }),
      Code.InvalidArgument,
    );
    const byCookie = app().clients({
      cookie: user.cookie,
      headers: { 'x-request-id': 'redaction-cookie' },
    });
    await byCookie.customers.updateCustomerPassword({ newPassword });
    await app().signIn(user.email, newPassword);
    await app().fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'a-wrong-password' }),
    });

    const lines = logs.lines();
    const requestIds = lines.map((line) => line.requestId);
    expect(requestIds).toContain('redaction-bearer');
    expect(requestIds).toContain('redaction-cookie');
    expect(lines.map((line) => (line.req as { url?: string } | undefined)?.url)).toContain(
      `/api/auth/verify-email?token=[redacted]&callbackURL=%2F`,
    );

    const cookieValue = user.cookie.slice(SESSION_COOKIE.length + 1);
    const text = logs.text();
    for (const secret of [
      password,
      newPassword,
      token,
      token.split('.')[0]!,
      cookieValue,
      decodeURIComponent(cookieValue).split('.')[0]!,
      user.verificationToken,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('replace credentials in logged objects with [redacted]', () => {
    app().context.logger.info(
      {
        user: { password: 'probe-password' },
        body: { newPassword: 'probe-new-password', new_password: 'probe-new-password-2' },
        session: { token: 'probe-token' },
        provider: { secret: 'probe-secret' },
      },
      'redaction probe',
    );
    const probe = logs.lines().find((line) => line.msg === 'redaction probe');
    expect(probe).toMatchObject({
      user: { password: '[redacted]' },
      body: { newPassword: '[redacted]', new_password: '[redacted]' },
      session: { token: '[redacted]' },
      provider: { secret: '[redacted]' },
    });
    expect(JSON.stringify(probe)).not.toContain('probe-');
  });

  it('record an unexpected failure with the request id, hide it from the client, and leave out the query values', async () => {
    const user = await signUp('third-secret-password');
    const { token } = await app().signIn(user.email, 'third-secret-password');
    await app().database.close();

    const rpc = app().clients({ token, headers: { 'x-request-id': 'database-outage' } });
    const { error, detail } = await expectRpcError(rpc.accounts.getMyAccounts({}), Code.Internal);
    expect(error.rawMessage).toBe('Internal error');
    expect(detail?.reason).toBe('INTERNAL');

    const failure = logs
      .lines()
      .find((line) => line.requestId === 'database-outage' && line.level === 50);
    expect(failure).toMatchObject({ msg: 'RPC failed', procedure: 'GetMyAccounts' });
    expect(JSON.stringify(failure)).toContain('[redacted]');
    expect(logs.text()).not.toContain(token.split('.')[0]!);
  });
});
