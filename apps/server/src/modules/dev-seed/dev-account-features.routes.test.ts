import { describe, expect, it } from 'vitest';
import { signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { useTestApp } from '../../../test/harness.js';

describe('POST /api/dev/accounts/{accountId}/features outside production', () => {
  const app = useTestApp('pglite');

  const setFeatures = (accountId: string, body: unknown) =>
    app().fetch(`/api/dev/accounts/${accountId}/features`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('gives the account the business account feature, as the customer then sees it', async () => {
    const { rpc, order } = await signUpOrderingCustomer(app());
    expect((await setFeatures(order.accountId, { meBanking: true })).status).toBe(200);
    const { accounts } = await rpc.accounts.getMyAccounts({});
    expect(accounts[0]?.features?.meBanking).toBe(true);
  });

  it('refuses a body without meBanking and answers 404 for an unknown account', async () => {
    const { order } = await signUpOrderingCustomer(app());
    expect((await setFeatures(order.accountId, { meBanking: 'yes' })).status).toBe(400);
    expect((await setFeatures(crypto.randomUUID(), { meBanking: true })).status).toBe(404);
  });
});
