import { describe, expect, it } from 'vitest';
import { signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { useTestApp } from '../../../test/harness.js';
import { setFeatureFlag } from '../feature-flags/index.js';

describe('POST /api/dev/accounts/{accountId}/registration outside production', () => {
  const app = useTestApp('pglite');

  const record = (accountId: string, body: unknown) =>
    app().fetch(`/api/dev/accounts/${accountId}/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const REGISTRATION = {
    registrationNumber: '732829320',
    vatNumber: 'FR44732829320',
    register: 'Paris',
    shareCapital: '100000',
  };

  it('records the registration the seller of the account’s invoices then shows', async () => {
    await setFeatureFlag(app().context.db, 'invoice_tool', true);
    const { rpc, order } = await signUpOrderingCustomer(app());
    expect((await record(order.accountId, REGISTRATION)).status).toBe(200);
    expect((await record(order.accountId, { ...REGISTRATION, register: 'Lyon' })).status).toBe(200);
    const { seller } = await rpc.commercialDocuments.getInvoiceSeller({
      accountId: order.accountId,
    });
    expect(seller?.registrationNumber).toBe('732829320');
    expect(seller?.register).toBe('Lyon');
    expect(seller?.shareCapital).toBe(100_000n);
  });

  it('records the registered office, which the seller then prints as its address', async () => {
    await setFeatureFlag(app().context.db, 'invoice_tool', true);
    const { rpc, order } = await signUpOrderingCustomer(app());
    const registeredOffice = {
      street1: '12 rue de Rivoli',
      postalCode: '75004',
      city: 'Paris',
      countryCode: 'FR',
    };
    expect((await record(order.accountId, { ...REGISTRATION, registeredOffice })).status).toBe(200);
    const { seller } = await rpc.commercialDocuments.getInvoiceSeller({
      accountId: order.accountId,
    });
    expect(seller?.address).toMatchObject(registeredOffice);
  });

  it('refuses a malformed body and answers 404 for an unknown account', async () => {
    const { order } = await signUpOrderingCustomer(app());
    expect((await record(order.accountId, { ...REGISTRATION, shareCapital: -1 })).status).toBe(400);
    expect(
      (await record(order.accountId, { ...REGISTRATION, registeredOffice: { street1: 'x' } }))
        .status,
    ).toBe(400);
    expect((await record(crypto.randomUUID(), REGISTRATION)).status).toBe(404);
  });
});
