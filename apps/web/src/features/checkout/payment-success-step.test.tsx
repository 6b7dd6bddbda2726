import { BillingService, LegalForm, OrderStatus, PaymentStatus } from '@foundly/proto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { toast } from '../../lib/toast.js';
import { renderInArea } from '../../testing/render-in-area.js';
import { PaymentSuccessStep } from './payment-success-step.js';

const RETURN = '/fr/en-gb/funnel/pre-payment/success?session_id=cs_1&temp_auth=token-1';

/** The success step at a return URL of the business account's checkout, whose order is COMPLETED. */
function renderReturn(statuses: PaymentStatus[]) {
  const answers = [...statuses];
  return renderInArea(
    () => (
      <PaymentSuccessStep
        params={{ session_id: 'cs_1', temp_auth: 'token-1', redirectAfter: 'account' }}
      />
    ),
    {
      path: `${RETURN}&redirectAfter=account`,
      order: {
        order: {
          id: 'order-1',
          status: OrderStatus.COMPLETED,
          legalForm: LegalForm.MICROENTERPRISE,
        },
      },
      server: {
        billing: {
          getPaymentStatus: () => ({
            status: answers.length > 1 ? answers.shift()! : answers[0]!,
            orderId: 'order-1',
            orderStatus: OrderStatus.COMPLETED,
          }),
        },
      },
    },
  );
}

let success: MockInstance<typeof toast.success>;
let failure: MockInstance<typeof toast.error>;

beforeEach(() => {
  success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  failure = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PaymentSuccessStep of the business account', () => {
  it('waits for the payment, then says it succeeded and goes to /my-account', async () => {
    const { router, requestsOf } = renderReturn([PaymentStatus.PENDING, PaymentStatus.SUCCEEDED]);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/en-gb/my-account'), {
      timeout: 3000,
    });
    expect(success).toHaveBeenCalledWith('Payment successful', expect.anything());
    expect(
      requestsOf(BillingService.method.getPaymentStatus).map(({ sessionId, tempAuth }) => ({
        sessionId,
        tempAuth,
      }))[0],
    ).toEqual({ sessionId: 'cs_1', tempAuth: 'token-1' });
  });

  it('says the payment failed and goes back to /my-account', async () => {
    const { router } = renderReturn([PaymentStatus.FAILED]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/en-gb/my-account'));
    expect(failure).toHaveBeenCalledWith('Payment failed or cancelled', expect.anything());
    expect(success).not.toHaveBeenCalled();
  });
});
