import { describe, expect, it } from 'vitest';
import { BACKENDS, uniqueEmail, useTestApp } from '../../../test/harness.js';

interface OutboxEmail {
  id: string;
  to: string;
  template: string;
  locale: string;
  subject: string;
  text: string;
  link: string | null;
  orderId: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

describe.each(BACKENDS)('GET /api/dev/outbox on %s', (backend) => {
  const app = useTestApp(backend);

  async function readOutbox(query = '') {
    const response = await app().fetch(`/api/dev/outbox${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { emails: OutboxEmail[] }).emails;
  }

  it('lists only the e-mails to the address in ?to=', async () => {
    const [ada, grace] = await Promise.all([
      app().signUpUnverified({ email: uniqueEmail('ada') }),
      app().signUpUnverified({ email: uniqueEmail('grace') }),
    ]);

    const toAda = await readOutbox(`?to=${encodeURIComponent(ada.email)}`);
    expect(toAda.map((email) => email.to)).toEqual([ada.email]);

    const everyone = await readOutbox();
    expect(everyone.map((email) => email.to)).toEqual(
      expect.arrayContaining([ada.email, grace.email]),
    );
  });

  it('matches ?to= whatever its case', async () => {
    const user = await app().signUpUnverified();
    const emails = await readOutbox(`?to=${encodeURIComponent(user.email.toUpperCase())}`);
    expect(emails.map((email) => email.to)).toEqual([user.email]);
  });

  it('gives each e-mail its template, subject, text with the link, delivery state and dates', async () => {
    const user = await app().signUpUnverified();
    const [email] = await readOutbox(`?to=${encodeURIComponent(user.email)}`);
    expect(email).toMatchObject({
      to: user.email,
      template: 'verify-email',
      locale: 'en-gb',
      subject: 'Confirm your e-mail address',
      orderId: null,
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(email!.text).toContain(email!.link);
    expect(new Date(email!.createdAt).toISOString()).toBe(email!.createdAt);
  });

  it.each([
    ['fr-fr', 'Confirmez votre adresse e-mail'],
    ['es-es', 'Confirma tu dirección de correo electrónico'],
    ['de-de', 'Confirm your e-mail address'],
  ])(
    'writes the e-mail of a person signing up in %s in their language',
    async (locale, subject) => {
      const user = await app().signUpUnverified({ locale });
      const [email] = await readOutbox(`?to=${encodeURIComponent(user.email)}`);
      expect(email?.subject).toBe(subject);
    },
  );

  it('lists the newest e-mail first', async () => {
    const user = await app().signUpUnverified();
    await app().fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const emails = await readOutbox(`?to=${encodeURIComponent(user.email)}`);
    expect(emails).toHaveLength(2);
    expect(emails[0]!.createdAt >= emails[1]!.createdAt).toBe(true);
  });

  it('refuses a ?to= that is not an e-mail address with 400', async () => {
    const response = await app().fetch('/api/dev/outbox?to=not-an-address');
    expect(response.status).toBe(400);
  });
});
