import { Code } from '@connectrpc/connect';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, expectRpcError, TestClock, useTestApp } from '../../test/harness.js';
import { authSessions } from '../db/schema/index.js';

describe.each(BACKENDS)('resolved sessions on %s', (backend) => {
  const clock = new TestClock();
  const app = useTestApp(backend, { clock });
  afterEach(() => clock.reset());

  it('a session ended elsewhere (another process, the operator CLI) is refused within seconds', async () => {
    const { user, rpc } = await app().signUpCustomer();
    await rpc.accounts.getMyAccounts({});
    await app().context.db.delete(authSessions).where(eq(authSessions.userId, user.id));

    await expect(rpc.accounts.getMyAccounts({})).resolves.toBeDefined();
    clock.advance(app().context.config.sessionCacheSeconds + 1);
    await expectRpcError(rpc.accounts.getMyAccounts({}), Code.Unauthenticated);
  });

  it('signing out here ends the session at once, though it was just resolved', async () => {
    const { user, rpc } = await app().signUpCustomer();
    await rpc.accounts.getMyAccounts({});
    const signOut = await app().fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: app().url },
    });
    expect(signOut.status).toBe(200);
    await expectRpcError(rpc.accounts.getMyAccounts({}), Code.Unauthenticated);
  });
});
