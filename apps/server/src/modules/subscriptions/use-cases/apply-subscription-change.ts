import {
  DEFAULT_LOCALE,
  getGraceEnd,
  getSubscriptionStateAfter,
  isLocale,
  type Locale,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import { queueEmail } from '../../notifications/index.js';
import {
  findFirstPayment,
  findSubscriptionForUpdate,
  updateSubscription,
  type SubscriptionRow,
} from '../subscriptions.repository.js';
import { startSubscription } from './start-subscription.js';
import type { SubscriptionChangeInput } from '../subscription-change.js';

export type SubscriptionChangeResult =
  | { kind: 'unmatched' }
  | { kind: 'unchanged'; subscriptionId: string; paymentId: string }
  | { kind: 'applied'; subscriptionId: string; paymentId: string; status: string };

/** The founder's Spanish area, where the banner is: the link when the provider gave no page. */
function getAreaLink(app: AppContext, locale: Locale) {
  return `${app.config.baseUrl}/es/${locale}/accounting`;
}

async function queueFailureEmail(
  app: AppContext,
  tx: Transaction,
  row: SubscriptionRow,
  input: { pastDueSince: Date; paymentUpdateUrl: string | null },
) {
  const payment = await findFirstPayment(tx, row.firstPaymentId);
  if (!payment) return;
  const locale: Locale = isLocale(payment.locale) ? payment.locale : DEFAULT_LOCALE;
  await queueEmail(
    tx,
    app.logger,
    { printLinks: !app.config.isProduction },
    {
      to: payment.customerEmail,
      locale,
      template: 'subscription-payment-failed',
      link: input.paymentUpdateUrl ?? getAreaLink(app, locale),
      failure: {
        amountCents: payment.amountCents,
        currency: payment.currency,
        graceEndsAt: getGraceEnd(input.pastDueSince),
      },
      orderId: row.orderId,
      // One e-mail per run of failures: the provider's retries within it send none.
      dedupeKey: `subscription-payment-failed:${row.id}:${input.pastDueSince.toISOString()}`,
    },
  );
}

/**
 * Applies what a provider event says about a subscription, in the webhook's
 * transaction (after its event id was recorded, so a redelivery never gets
 * here): the row is locked, its state moves by `getSubscriptionStateAfter`,
 * the unpaid invoice's page is kept while a renewal is owed, and the first
 * failure of a run queues the founder's e-mail. A subscription not written
 * yet (its events outran the checkout's) is started from the first payment the
 * metadata names.
 */
export async function applySubscriptionChange(
  app: AppContext,
  tx: Transaction,
  change: SubscriptionChangeInput,
): Promise<SubscriptionChangeResult> {
  const row =
    (await findSubscriptionForUpdate(tx, change.subscriptionId)) ??
    (change.paymentId
      ? await startSubscription(tx, app, {
          paymentId: change.paymentId,
          providerSubscriptionId: change.subscriptionId,
          at: change.occurredAt,
        })
      : undefined);
  if (!row) return { kind: 'unmatched' };
  const ids = { subscriptionId: row.id, paymentId: row.firstPaymentId };
  const next = getSubscriptionStateAfter(row, change.signal, change.occurredAt);
  const status = next?.status ?? row.status;
  const paymentUpdateUrl =
    status === 'past_due' || status === 'unpaid'
      ? change.signal.kind === 'invoice_payment_failed' && change.paymentUpdateUrl
        ? change.paymentUpdateUrl
        : row.paymentUpdateUrl
      : null;
  if (!next && paymentUpdateUrl === row.paymentUpdateUrl) return { kind: 'unchanged', ...ids };
  const now = app.clock.now();
  await updateSubscription(tx, row.id, { ...(next ?? {}), paymentUpdateUrl, updatedAt: now });
  if (next?.status === 'past_due' && row.status === 'active' && next.pastDueSince) {
    await queueFailureEmail(app, tx, row, { pastDueSince: next.pastDueSince, paymentUpdateUrl });
  }
  app.logger.info(
    { subscriptionId: row.id, from: row.status, to: status },
    'Subscription event applied',
  );
  return { kind: 'applied', ...ids, status };
}
