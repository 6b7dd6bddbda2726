import { Code } from '@connectrpc/connect';
import { CountryCode, LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { describeCallerChecks, signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { BACKENDS, expectRpcError, useTestApp } from '../../../test/harness.js';
import { countQueries } from '../../../test/query-count.js';

describe.each(BACKENDS)('AccountService on %s', (backend) => {
  const app = useTestApp(backend);

  describe('GetMyAccounts', () => {
    it('is empty for a signed-in person without an order', async () => {
      const { rpc } = await app().signUpCustomer();
      const { accounts } = await rpc.accounts.getMyAccounts({});
      expect(accounts).toEqual([]);
    });

    it('lists the account CreateOrder made, with its order, country, date, users and features', async () => {
      const before = Math.floor(Date.now() / 1000);
      const { user, rpc, order } = await signUpOrderingCustomer(app());
      const { accounts } = await rpc.accounts.getMyAccounts({});
      expect(accounts).toHaveLength(1);
      const [account] = accounts;
      expect(account).toMatchObject({
        id: order.accountId,
        orderId: order.id,
        countryCode: CountryCode.FR,
        users: [{ id: user.id }],
        features: { meBanking: false },
      });
      expect(Number(account!.createdAt)).toBeGreaterThanOrEqual(before);
      expect(Number(account!.createdAt)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    });

    it('reads the accounts with their order and their users in one query', async () => {
      const { user, rpc } = await app().signUpCustomer();
      await rpc.orders.createOrder({
        countryCode: CountryCode.FR,
        companyLegalForm: LegalForm.EURL,
      });
      await rpc.orders.createOrder({
        countryCode: CountryCode.ES,
        companyLegalForm: LegalForm.AUTONOMO,
      });
      // The first call resolves the session; the next ones find it in the session cache.
      await rpc.accounts.getMyAccounts({});

      let accounts: Awaited<ReturnType<typeof rpc.accounts.getMyAccounts>>['accounts'] = [];
      const queries = await countQueries(app(), async () => {
        ({ accounts } = await rpc.accounts.getMyAccounts({}));
      });

      expect(queries).toBe(1);
      expect(accounts.map((account) => account.countryCode)).toEqual([
        CountryCode.ES,
        CountryCode.FR,
      ]);
      expect(accounts.map((account) => account.users)).toMatchObject([
        [{ id: user.id }],
        [{ id: user.id }],
      ]);
    });

    it("checks the web app's x-account-id and x-order-id hints in one more query", async () => {
      const { user, order } = await signUpOrderingCustomer(app());
      const rpc = app().clients({
        cookie: user.cookie,
        headers: { 'x-account-id': order.accountId, 'x-order-id': order.id },
      });
      await rpc.accounts.getMyAccounts({});

      const queries = await countQueries(app(), () => rpc.accounts.getMyAccounts({}));

      expect(queries).toBe(2);
    });

    it('lists the most recently created account first', async () => {
      const { rpc } = await app().signUpCustomer();
      const { order: french } = await rpc.orders.createOrder({
        countryCode: CountryCode.FR,
        companyLegalForm: LegalForm.EURL,
      });
      const { order: spanish } = await rpc.orders.createOrder({
        countryCode: CountryCode.ES,
        companyLegalForm: LegalForm.AUTONOMO,
      });
      const { accounts } = await rpc.accounts.getMyAccounts({});
      expect(accounts.map((account) => account.orderId)).toEqual([spanish!.id, french!.id]);
      expect(accounts.map((account) => account.countryCode)).toEqual([
        CountryCode.ES,
        CountryCode.FR,
      ]);
    });

    it("never lists another customer's account", async () => {
      const [mine, theirs] = await Promise.all([
        signUpOrderingCustomer(app()),
        signUpOrderingCustomer(app()),
      ]);
      const { accounts } = await mine.rpc.accounts.getMyAccounts({});
      expect(accounts.map((account) => account.id)).toEqual([mine.order.accountId]);
      expect(accounts.map((account) => account.id)).not.toContain(theirs.order.accountId);
    });

    it('answers unauthenticated once the session is signed out', async () => {
      const { user, rpc } = await signUpOrderingCustomer(app());
      const signOut = await app().fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { cookie: user.cookie, origin: app().url },
      });
      expect(signOut.status).toBe(200);
      await expectRpcError(rpc.accounts.getMyAccounts({}), Code.Unauthenticated);
    });
  });

  describeCallerChecks('GetMyAccounts', app, (rpc) => rpc.accounts.getMyAccounts({}));
});
