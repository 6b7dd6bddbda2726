import { Code } from '@connectrpc/connect';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BACKENDS,
  expectRpcError,
  SESSION_COOKIE,
  uniqueEmail,
  useTestApp,
} from '../../test/harness.js';
import { authSessions } from '../db/schema/index.js';

interface OutboxEmail {
  to: string;
  template: string;
  link: string | null;
}

describe.each(BACKENDS)('auth routes on %s', (backend) => {
  const app = useTestApp(backend);

  async function readOutbox(to: string) {
    const response = await app().fetch(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { emails: OutboxEmail[] }).emails;
  }

  function signIn(email: string, password: string) {
    return app().fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  }

  it('sign-up starts no session and writes a verification e-mail linking to BASE_URL', async () => {
    const email = uniqueEmail();
    const response = await app().fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse-battery', name: 'Ada' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-auth-token')).toBeNull();
    expect(response.headers.getSetCookie().join(';')).not.toContain(`${SESSION_COOKIE}=`);

    const emails = await readOutbox(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.template).toBe('verify-email');
    expect(emails[0]?.link).toMatch(
      new RegExp(`^${app().url}/api/auth/verify-email\\?token=[^&]+&callbackURL=`),
    );
  });

  it('refuses sign-in before the e-mail is verified, and sends the link again', async () => {
    const user = await app().signUpUnverified();
    const response = await signIn(user.email, user.password);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
    expect(response.headers.get('set-auth-token')).toBeNull();
    expect(await readOutbox(user.email)).toHaveLength(2);
  });

  it('the verification link signs the person in and redirects to the callback', async () => {
    const user = await app().signUpUnverified();
    const link = await app().readVerificationLink(user.email);
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const cookie = response.headers
      .getSetCookie()
      .find((header) => header.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);

    const session = await app().fetch('/api/auth/get-session', {
      headers: { cookie: cookie!.split(';')[0]! },
    });
    const body = (await session.json()) as { user: { id: string; emailVerified: boolean } };
    expect(body.user).toMatchObject({ id: user.id, emailVerified: true });
  });

  it('a tampered verification link verifies nothing', async () => {
    const user = await app().signUpUnverified();
    const link = new URL(await app().readVerificationLink(user.email));
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.headers.getSetCookie().join(';')).not.toMatch(
      new RegExp(`${SESSION_COOKIE}=[^;]`),
    );
    expect((await signIn(user.email, user.password)).status).toBe(403);
  });

  it('sign-in returns a bearer token in set-auth-token that get-session accepts', async () => {
    const user = await app().signUp();
    const { token } = await app().signIn(user.email, user.password);
    const session = await app().fetch('/api/auth/get-session', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(user.email);
  });

  it('refuses a wrong password with 401', async () => {
    const user = await app().signUp();
    const response = await signIn(user.email, 'not-the-password');
    expect(response.status).toBe(401);
    expect(response.headers.get('set-auth-token')).toBeNull();
  });

  it('refuses a password shorter than 8 characters at sign-up', async () => {
    const email = uniqueEmail();
    const response = await app().fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: '1234567', name: 'Ada' }),
    });
    expect(response.status).toBe(400);
    expect(await readOutbox(email)).toEqual([]);
  });

  describe('no script of a page can read a bearer-capable token', () => {
    it('get-session and list-sessions answer a browser without any session token', async () => {
      const user = await app().signUp();
      const session = await app().fetch('/api/auth/get-session', {
        headers: { cookie: user.cookie },
      });
      const body = (await session.json()) as { session: Record<string, unknown>; user: object };
      expect(body.user).toMatchObject({ id: user.id });
      expect(body.session).toMatchObject({ userId: user.id });
      expect(body.session).not.toHaveProperty('token');
      expect(session.headers.get('set-auth-token')).toBeNull();

      const sessions = await app().fetch('/api/auth/list-sessions', {
        headers: { cookie: user.cookie },
      });
      const list = (await sessions.json()) as Record<string, unknown>[];
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(item).not.toHaveProperty('token');
    });

    it('a browser signing in gets its HttpOnly cookie, and neither set-auth-token nor a token in the body', async () => {
      const user = await app().signUp();
      const response = await app().fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: app().url,
          'sec-fetch-site': 'same-origin',
        },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-auth-token')).toBeNull();
      expect(response.headers.getSetCookie().join(';')).toMatch(
        new RegExp(`${SESSION_COOKIE}=[^;]+;.*HttpOnly`, 'i'),
      );
      expect(await response.json()).not.toHaveProperty('token');
    });

    it('the raw session token, as stored or as sign-in once returned it, is not a bearer token', async () => {
      const user = await app().signUp();
      const [stored] = await app()
        .context.db.select({ token: authSessions.token })
        .from(authSessions)
        .where(eq(authSessions.userId, user.id));
      const session = await app().fetch('/api/auth/get-session', {
        headers: { authorization: `Bearer ${stored!.token}` },
      });
      expect(await session.json()).toBeNull();
      await expectRpcError(
        app().clients({ token: stored!.token }).accounts.getMyAccounts({}),
        Code.Unauthenticated,
      );
    });
  });
});
