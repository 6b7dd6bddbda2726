import { CHECKOUT_SESSION_ID_PLACEHOLDER, type ClosedCheckout } from '@foundly/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../../clock.js';
import type { Database } from '../../../../db/client.js';
import type {
  CheckoutSession,
  CreateCheckoutSessionInput,
  PaymentEvent,
  PaymentProvider,
  RefundPaymentInput,
  RefundResult,
} from '../payment-provider.js';
import { parseStripeWebhook } from '../stripe-webhook.js';
import { SandboxBilling } from './sandbox-billing.js';
import {
  buildExpiredEvent,
  buildPaidEvents,
  buildPaymentFailedEvent,
  buildRefundedEvent,
  createSandboxId,
  SandboxWebhookSender,
} from './sandbox-events.js';
import {
  findSandboxSession,
  insertSandboxSession,
  markSandboxSessionRefunded,
  updateOpenSandboxSession,
  type SandboxSessionRow,
} from './sandbox.repository.js';
import { checkCardForm, type CardForm, type CardFormError } from './test-cards.js';

/** Where the sandbox's checkout pages live; under /api so that the Vite dev proxy reaches them. */
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';

export interface SandboxProviderOptions {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  baseUrl: string;
  webhookSecret: string;
  /** The server's own webhook route, which the sandbox calls over HTTP as Stripe would. */
  webhookPath: string;
}

/** What the checkout page does after a card form or an authentication answer. */
export type SandboxStep =
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; error: CardFormError | 'card_declined' | 'authentication_failed' }
  | { kind: 'authenticate' }
  | { kind: 'closed'; session: SandboxSessionRow | undefined };

/**
 * The embedded stand-in for Stripe Checkout: sessions in its own table, a
 * checkout page served by this server, Stripe's test cards, and Stripe's
 * events posted to the webhook route, signed with the same scheme and secret
 * format, so that the code above the PaymentProvider interface cannot tell it
 * from Stripe.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  /** Stripe Billing's part: subscriptions, their renewals and the controls that drive them. */
  readonly billing: SandboxBilling;
  private readonly sender: SandboxWebhookSender;

  constructor(private readonly options: SandboxProviderOptions) {
    this.sender = new SandboxWebhookSender({
      url: `${options.baseUrl}${options.webhookPath}`,
      secret: options.webhookSecret,
      clock: options.clock,
      logger: options.logger,
    });
    this.billing = new SandboxBilling({
      db: options.db,
      clock: options.clock,
      baseUrl: options.baseUrl,
      sender: this.sender,
    });
  }

  getCheckoutUrl(sessionId: string): string {
    return `${this.options.baseUrl}${SANDBOX_CHECKOUT_PATH}/${sessionId}`;
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession> {
    const now = this.options.clock.now();
    const session = await insertSandboxSession(this.options.db, {
      id: createSandboxId('cs_test'),
      idempotencyKey: `checkout-${input.paymentId}`,
      mode: input.mode,
      amountTotal: input.breakdown.totalCents,
      currency: input.currency,
      productName: input.product.name,
      description: input.product.description,
      customerEmail: input.customerEmail,
      clientReferenceId: input.orderId,
      metadata: { ...input.metadata, order_id: input.orderId, payment_id: input.paymentId },
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      locale: input.locale,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: createSandboxId('pi'),
      expiresAt: input.expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    return { sessionId: session.id, url: this.getCheckoutUrl(session.id) };
  }

  /** Closes an open session, as Stripe's expire does; a closed one says what became of it. */
  async expireCheckoutSession(sessionId: string): Promise<ClosedCheckout> {
    const now = this.options.clock.now();
    const expired = await updateOpenSandboxSession(
      this.options.db,
      sessionId,
      { status: 'expired', awaitingAuthentication: false },
      { at: now },
    );
    if (expired) {
      await this.sender.send([buildExpiredEvent(expired, now)]);
      return { status: 'expired' };
    }
    const session = await findSandboxSession(this.options.db, sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    return session.status === 'complete'
      ? { status: 'complete', paid: session.paymentStatus === 'paid' }
      : { status: 'expired' };
  }

  /**
   * Refunds a paid session in full, once, as Stripe does: the same
   * idempotency key gives the same refund back, another one is refused
   * (already refunded); then `charge.refunded` is posted to the webhook.
   * A subscription checkout's subscription is cancelled first, as with Stripe.
   */
  async refundPayment(input: RefundPaymentInput): Promise<RefundResult> {
    if (input.subscriptionId) await this.billing.cancel(input.subscriptionId);
    const idempotencyKey = `refund-${input.refundId}`;
    const now = this.options.clock.now();
    const refunded = await markSandboxSessionRefunded(this.options.db, input.sessionId, {
      refundId: createSandboxId('re'),
      idempotencyKey,
      at: now,
    });
    if (refunded) {
      await this.sender.send([buildRefundedEvent(refunded, now)]);
      return { providerRefundId: refunded.refundId!, status: 'succeeded' };
    }
    const session = await findSandboxSession(this.options.db, input.sessionId);
    if (session?.refundId && session.refundIdempotencyKey === idempotencyKey) {
      return { providerRefundId: session.refundId, status: 'succeeded' };
    }
    throw new Error(
      session?.refundId
        ? `Charge of ${input.sessionId} has already been refunded`
        : `Checkout session ${input.sessionId} has no payment to refund`,
    );
  }

  parseWebhook(rawBody: Buffer, signature: string, receivedAt: Date): PaymentEvent {
    return parseStripeWebhook(rawBody, signature, this.options.webhookSecret, receivedAt);
  }

  /** A session to show; an open one past its expiry is expired first, as Stripe would have. */
  async getSession(sessionId: string): Promise<SandboxSessionRow | undefined> {
    const session = await findSandboxSession(this.options.db, sessionId);
    if (session?.status === 'open' && session.expiresAt <= this.options.clock.now()) {
      await this.expireCheckoutSession(session.id);
      return findSandboxSession(this.options.db, sessionId);
    }
    return session;
  }

  /** Where Stripe sends the browser after paying: success_url with the session id filled in. */
  getSuccessRedirect(session: SandboxSessionRow): string {
    return session.successUrl.replaceAll(CHECKOUT_SESSION_ID_PLACEHOLDER, session.id);
  }

  /** Takes the card form of the checkout page. */
  async submitCard(sessionId: string, form: CardForm): Promise<SandboxStep> {
    const session = await this.getSession(sessionId);
    if (session?.status !== 'open') return { kind: 'closed', session };
    const now = this.options.clock.now();
    const check = checkCardForm(form, now);
    switch (check.kind) {
      case 'invalid':
        return { kind: 'error', error: check.error };
      case 'declined':
        await this.sender.send([buildPaymentFailedEvent(session, 'card_declined', now)]);
        return { kind: 'error', error: 'card_declined' };
      case 'requires_authentication': {
        const waiting = await updateOpenSandboxSession(
          this.options.db,
          sessionId,
          { awaitingAuthentication: true },
          { at: now },
        );
        return waiting ? { kind: 'authenticate' } : { kind: 'closed', session };
      }
      case 'succeeds':
        return this.complete(session, { at: now });
    }
  }

  /** The answer of the 3-D Secure page: complete pays, fail declines and returns to the form. */
  async authenticate(sessionId: string, succeeded: boolean): Promise<SandboxStep> {
    const session = await this.getSession(sessionId);
    if (session?.status !== 'open') return { kind: 'closed', session };
    if (!session.awaitingAuthentication)
      return { kind: 'redirect', to: this.getCheckoutUrl(sessionId) };
    const now = this.options.clock.now();
    if (succeeded) return this.complete(session, { at: now, awaitingAuthentication: true });
    const reset = await updateOpenSandboxSession(
      this.options.db,
      sessionId,
      { awaitingAuthentication: false },
      { at: now, awaitingAuthentication: true },
    );
    if (reset)
      await this.sender.send([buildPaymentFailedEvent(reset, 'authentication_failed', now)]);
    return { kind: 'error', error: 'authentication_failed' };
  }

  private async complete(
    current: SandboxSessionRow,
    options: { at: Date; awaitingAuthentication?: boolean },
  ): Promise<SandboxStep> {
    const session = await updateOpenSandboxSession(
      this.options.db,
      current.id,
      {
        status: 'complete',
        paymentStatus: 'paid',
        awaitingAuthentication: false,
        // Stripe creates the subscription, and its first invoice's intent, when the session is paid.
        ...(current.mode === 'subscription'
          ? { subscriptionId: createSandboxId('sub'), paymentIntentId: createSandboxId('pi') }
          : {}),
      },
      options,
    );
    if (!session) {
      // Another request changed the session first (a double submit): show where it stands.
      const latest = await findSandboxSession(this.options.db, current.id);
      return latest?.status === 'open'
        ? { kind: 'redirect', to: this.getCheckoutUrl(current.id) }
        : { kind: 'closed', session: latest };
    }
    await this.billing.start(session, options.at);
    await this.sender.send(buildPaidEvents(session, options.at));
    return { kind: 'redirect', to: this.getSuccessRedirect(session) };
  }
}
