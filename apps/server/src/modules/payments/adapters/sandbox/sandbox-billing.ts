import type { Clock } from '../../../../clock.js';
import type { Database } from '../../../../db/client.js';
import { createSandboxId, type SandboxWebhookSender } from './sandbox-events.js';
import {
  buildChargeEvents,
  buildDeletedEvent,
  type SandboxInvoice,
} from './sandbox-subscription-events.js';
import {
  findSandboxSubscription,
  findSandboxSubscriptionByInvoice,
  insertSandboxSubscription,
  updateLiveSandboxSubscription,
  type SandboxSubscriptionRow,
} from './sandbox-subscriptions.repository.js';
import type { SandboxSessionRow } from './sandbox.repository.js';
import { checkCardForm, type CardForm, type CardFormError } from './test-cards.js';

/** Where the sandbox's subscription controls and its unpaid invoices' pages live. */
export const SANDBOX_SUBSCRIPTION_PATH = '/api/payments/sandbox/subscriptions';
export const SANDBOX_INVOICE_PATH = '/api/payments/sandbox/invoices';

/** What a control did: the subscription as it stands, or why nothing happened. */
export type SandboxBillingResult =
  | { kind: 'done'; subscription: SandboxSubscriptionRow }
  | { kind: 'not_found' }
  | { kind: 'ended'; subscription: SandboxSubscriptionRow }
  | { kind: 'card_error'; error: CardFormError | 'card_declined' };

/** The same day of the next month (the 31st becomes the month's last day, as Stripe bills). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

/**
 * Stripe Billing's part of the sandbox: the subscription a paid subscription
 * checkout created, and controls that do what Stripe's clock and retries
 * would (renew now, fail the next charge, cancel), posting the same signed
 * events (`invoice.paid`, `invoice.payment_failed`,
 * `customer.subscription.updated`, `customer.subscription.deleted`). A failed
 * renewal leaves its invoice open, payable with another card on its page.
 */
export class SandboxBilling {
  constructor(
    private readonly options: {
      db: Database;
      clock: Clock;
      baseUrl: string;
      sender: SandboxWebhookSender;
    },
  ) {}

  getInvoiceUrl(invoiceId: string): string {
    return `${this.options.baseUrl}${SANDBOX_INVOICE_PATH}/${invoiceId}`;
  }

  getSubscription(id: string) {
    return findSandboxSubscription(this.options.db, id);
  }

  findByInvoice(invoiceId: string) {
    return findSandboxSubscriptionByInvoice(this.options.db, invoiceId);
  }

  /** The subscription of a paid checkout, its first month paid. */
  async start(session: SandboxSessionRow, at: Date) {
    if (!session.subscriptionId) return;
    await insertSandboxSubscription(this.options.db, {
      id: session.subscriptionId,
      sessionId: session.id,
      status: 'active',
      amount: session.amountTotal,
      currency: session.currency,
      locale: session.locale,
      metadata: session.metadata,
      currentPeriodStart: at,
      currentPeriodEnd: addOneMonth(at),
      createdAt: at,
      updatedAt: at,
    });
  }

  /**
   * Charges now: the open invoice of a failed renewal again (a retry), else
   * the next month's invoice (the period moves on, paid or not). The charge
   * fails when the next one was set to fail.
   */
  async renewNow(id: string): Promise<SandboxBillingResult> {
    const current = await this.getSubscription(id);
    if (!current) return { kind: 'not_found' };
    if (current.status === 'canceled') return { kind: 'ended', subscription: current };
    return this.charge(current, !current.failNextCharge, 'subscription_cycle');
  }

  /** The next charge (renewal or retry) is declined, once. */
  async failNextRenewal(id: string): Promise<SandboxBillingResult> {
    const current = await this.getSubscription(id);
    if (!current) return { kind: 'not_found' };
    if (current.status === 'canceled') return { kind: 'ended', subscription: current };
    const updated = await updateLiveSandboxSubscription(this.options.db, current, {
      failNextCharge: true,
      updatedAt: this.options.clock.now(),
    });
    return updated ? { kind: 'done', subscription: updated } : this.failNextRenewal(id);
  }

  /** Ends the subscription at once, as Stripe's cancel does. */
  async cancel(id: string): Promise<SandboxBillingResult> {
    const current = await this.getSubscription(id);
    if (!current) return { kind: 'not_found' };
    if (current.status === 'canceled') return { kind: 'ended', subscription: current };
    const now = this.options.clock.now();
    const updated = await updateLiveSandboxSubscription(this.options.db, current, {
      status: 'canceled',
      openInvoiceId: null,
      updatedAt: now,
    });
    if (!updated) return this.cancel(id);
    await this.options.sender.send([buildDeletedEvent(updated, now)]);
    return { kind: 'done', subscription: updated };
  }

  /** Pays an open invoice with the card typed on its page (another card than the one declined). */
  async payInvoice(invoiceId: string, form: CardForm): Promise<SandboxBillingResult> {
    const current = await this.findByInvoice(invoiceId);
    if (!current) return { kind: 'not_found' };
    if (current.status === 'canceled') return { kind: 'ended', subscription: current };
    const check = checkCardForm(form, this.options.clock.now());
    if (check.kind === 'invalid') return { kind: 'card_error', error: check.error };
    const result = await this.charge(current, check.kind === 'succeeds', 'manual');
    return result.kind === 'done' && check.kind !== 'succeeds'
      ? { kind: 'card_error', error: 'card_declined' }
      : result;
  }

  private async charge(
    current: SandboxSubscriptionRow,
    succeeds: boolean,
    billingReason: SandboxInvoice['billingReason'],
  ): Promise<SandboxBillingResult> {
    const now = this.options.clock.now();
    const retry = current.openInvoiceId !== null;
    const invoiceId = current.openInvoiceId ?? createSandboxId('in_test');
    const attemptCount = (retry ? current.openInvoiceAttempts : 0) + 1;
    const status = succeeds ? 'active' : current.status === 'active' ? 'past_due' : current.status;
    const updated = await updateLiveSandboxSubscription(this.options.db, current, {
      status,
      failNextCharge: false,
      openInvoiceId: succeeds ? null : invoiceId,
      openInvoiceAttempts: succeeds ? 0 : attemptCount,
      ...(retry
        ? {}
        : {
            currentPeriodStart: current.currentPeriodEnd,
            currentPeriodEnd: addOneMonth(current.currentPeriodEnd),
          }),
      updatedAt: now,
    });
    if (!updated) {
      const latest = await this.getSubscription(current.id);
      return latest ? { kind: 'ended', subscription: latest } : { kind: 'not_found' };
    }
    const invoice: SandboxInvoice = {
      id: invoiceId,
      paid: succeeds,
      attemptCount,
      hostedInvoiceUrl: this.getInvoiceUrl(invoiceId),
      billingReason,
    };
    await this.options.sender.send(
      buildChargeEvents(updated, invoice, status !== current.status, now),
    );
    return { kind: 'done', subscription: updated };
  }
}
