import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { BACKENDS, TestClock, uniqueEmail, useTestApp } from '../../test/harness.js';
import { SIGN_IN_ATTEMPTS_PER_WINDOW, SIGN_IN_WINDOW_SECONDS } from './sign-in-attempts.js';

/** A POST from a loopback address of our choosing: two addresses are two machines to the server. */
function postFrom(
  url: string,
  body: string,
  headers: Record<string, string>,
  localAddress = '127.0.0.1',
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers, localAddress }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

interface SignInOptions {
  from?: string;
  forwardedFor?: string;
}

describe.each(BACKENDS)('sign-in limits on %s', (backend) => {
  describe('without a trusted proxy', () => {
    const app = useTestApp(backend, { env: { AUTH_RATE_LIMIT: 'true' } });

    function signIn(email: string, password: string, options: SignInOptions = {}) {
      return postFrom(
        `${app().url}/api/auth/sign-in/email`,
        JSON.stringify({ email, password }),
        {
          'content-type': 'application/json',
          ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        },
        options.from,
      );
    }

    it('a rotating X-Forwarded-For does not escape the per-address limit', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 30; attempt++) {
        const status = await signIn(uniqueEmail('target'), 'wrong-password', {
          from: '127.0.0.2',
          forwardedFor: `198.51.100.${attempt + 1}`,
        });
        statuses.push(status);
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(26);
    });

    it('after an attack from one address, a bystander at another signs in', async () => {
      const user = await app().signUp();
      const attacker = { from: '127.0.0.4' };
      for (let attempt = 0; attempt < 10; attempt++) {
        await signIn(uniqueEmail('target'), 'wrong-password', attacker);
      }
      expect(await signIn(uniqueEmail('target'), 'wrong', attacker)).toBe(429);
      expect(await signIn(user.email, user.password, { from: '127.0.0.5' })).toBe(200);
    });
  });

  describe('behind a trusted proxy', () => {
    const clock = new TestClock();
    const app = useTestApp(backend, {
      clock,
      env: { AUTH_RATE_LIMIT: 'true', TRUST_PROXY: '127.0.0.1' },
    });

    function signIn(email: string, password: string, forwardedFor: string) {
      return fetch(`${app().url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email, password }),
      });
    }

    it('limits one address by the forwarded address, leaving the others alone', async () => {
      const user = await app().signUp();
      for (let attempt = 0; attempt < 5; attempt++) {
        await signIn(uniqueEmail('target'), 'wrong-password', '203.0.113.7');
      }
      expect((await signIn(uniqueEmail('target'), 'wrong', '203.0.113.7')).status).toBe(429);
      expect((await signIn(user.email, user.password, '203.0.113.8')).status).toBe(200);
    });

    it(`refuses the ${SIGN_IN_ATTEMPTS_PER_WINDOW + 1}th attempt on one account from any address, the right password included, until the window ends`, async () => {
      const user = await app().signUp();
      for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_WINDOW; attempt++) {
        const response = await signIn(user.email, 'wrong-password', `192.0.2.${attempt + 1}`);
        expect(response.status).toBe(401);
      }
      const refused = await signIn(user.email.toUpperCase(), user.password, '192.0.2.100');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { code: string }).code).toBe('TOO_MANY_ATTEMPTS');

      clock.advance(SIGN_IN_WINDOW_SECONDS);
      expect((await signIn(user.email, user.password, '192.0.2.101')).status).toBe(200);
      clock.reset();
    });

    it('a successful sign-in starts the count afresh', async () => {
      const user = await app().signUp();
      for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_WINDOW - 1; attempt++) {
        await signIn(user.email, 'wrong-password', `192.0.2.${attempt + 120}`);
      }
      expect((await signIn(user.email, user.password, '192.0.2.140')).status).toBe(200);
      for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_WINDOW - 1; attempt++) {
        expect(
          (await signIn(user.email, 'wrong-password', `192.0.2.${attempt + 150}`)).status,
        ).toBe(401);
      }
    });
  });
});
