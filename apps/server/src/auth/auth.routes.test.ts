import { describe, expect, it } from 'vitest';
import { BACKENDS, SESSION_COOKIE, uniqueEmail, useTestApp } from '../../test/harness.js';

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
});
