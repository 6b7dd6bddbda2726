import {
  CapitalDepositStatus,
  CountryCode,
  GetOrCreateCustomerCode,
  LegalForm,
} from '@foundly/proto';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, useTestApp } from '../../../test/harness.js';
import { authUsers } from '../../db/schema/index.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { seedDemo } from './index.js';

describe.each(BACKENDS)('seedDemo on %s', (backend) => {
  const app = useTestApp(backend);

  beforeAll(() => seedDemo(app().context));

  it('seeds each demo sign-in once, however many times it runs', async () => {
    await seedDemo(app().context);
    const users = await app()
      .context.db.select({ email: authUsers.email })
      .from(authUsers)
      .where(
        inArray(
          authUsers.email,
          DEMO_USERS.map((demo) => demo.email),
        ),
      );
    expect(users.map((user) => user.email).sort()).toEqual(
      DEMO_USERS.map((demo) => demo.email).sort(),
    );
  });

  it.each(DEMO_USERS.map((demo) => [demo.email, demo] as const))(
    '%s signs in with the demo password and finds its customer, account and order',
    async (_email, demo) => {
      const { token } = await app().signIn(demo.email, DEMO_PASSWORD);
      const rpc = app().clients({ token });

      const { code, customer } = await rpc.customers.getOrCreateCustomer({});
      expect(code).toBe(GetOrCreateCustomerCode.USER_EXISTS);
      expect(customer?.name).toBe(demo.name);

      const { accounts } = await rpc.accounts.getMyAccounts({});
      expect(accounts).toHaveLength(1);
      expect(accounts[0]?.countryCode).toBe(demo.country);

      const { order } = await rpc.orders.getMyOrder({ orderId: accounts[0]!.orderId });
      expect(order).toMatchObject({
        status: demo.status,
        countryCode: demo.country,
        legalForm: demo.legalForm,
        companyName: demo.companyName,
        billingProducts: demo.billingProducts,
      });
    },
  );

  it('opens the demo SASU’s capital deposit at the sandbox bank', async () => {
    const { token } = await app().signIn('sasu@example.com', DEMO_PASSWORD);
    const rpc = app().clients({ token });
    const { accounts } = await rpc.accounts.getMyAccounts({});
    await app().context.worker.drain();
    const { capitalDeposit } = await rpc.capitalDeposits.getCapitalDeposit({
      orderId: accounts[0]!.orderId,
    });
    expect(capitalDeposit?.status).toBe(CapitalDepositStatus.AWAITING_OWNER_ID);
    expect(capitalDeposit?.shareholders[0]?.amountCents).toBe(100_000n);
  });

  it('covers a French SASU, a French micro-enterprise, a Spanish autónomo and a UK company', () => {
    expect(DEMO_USERS.map((demo) => [demo.country, demo.legalForm])).toEqual([
      [CountryCode.FR, LegalForm.SASU],
      [CountryCode.FR, LegalForm.MICROENTERPRISE],
      [CountryCode.ES, LegalForm.AUTONOMO],
      [CountryCode.UK, LegalForm.LTD],
    ]);
  });
});
