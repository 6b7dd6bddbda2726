import { OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { useTestApp } from '../../../test/harness.js';

describe('POST /api/dev/orders/{orderId}/status outside production', () => {
  const app = useTestApp('pglite');

  const setStatus = (orderId: string, status: string) =>
    app().fetch(`/api/dev/orders/${orderId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });

  it('puts the order in the status, as the customer then sees it', async () => {
    const { rpc, order } = await signUpOrderingCustomer(app());
    expect((await setStatus(order.id, 'QUESTIONNAIRE_RECEIVED')).status).toBe(200);
    const { order: seen } = await rpc.orders.getMyOrder({ orderId: order.id });
    expect(seen?.status).toBe(OrderStatus.QUESTIONNAIRE_RECEIVED);
  });

  it('refuses an unknown status and answers 404 for an unknown order', async () => {
    const { order } = await signUpOrderingCustomer(app());
    expect((await setStatus(order.id, 'FINISHED')).status).toBe(400);
    expect((await setStatus(crypto.randomUUID(), 'COMPLETED')).status).toBe(404);
  });
});
