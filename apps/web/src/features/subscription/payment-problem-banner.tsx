import { buttonClasses } from '@foundly/ui';
import { AlertTriangle } from 'lucide-react';
import { useArea } from '../../app/area/use-area.js';
import { useI18n } from '../../app/i18n/index.js';
import { isPaymentOwed, useSubscription } from './api/use-subscription.js';

/**
 * The failed-renewal banner of the Spanish area: the plan's monthly payment failed, until when
 * everything keeps working (the grace of `getSubscriptionAccess`), and the provider's page to pay
 * with another card. It goes once a payment recovers the plan.
 */
export function PaymentProblemBanner() {
  const { t, locale } = useI18n();
  const accountId = useArea().account?.id ?? '';
  const { data } = useSubscription(accountId);
  if (!data || !isPaymentOwed(data.status)) return null;
  const graceEnd = data.graceEndsAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
        new Date(Number(data.graceEndsAt) * 1000),
      )
    : undefined;
  return (
    <section
      aria-labelledby="payment-problem-title"
      className="mx-auto mb-6 flex w-full max-w-6xl flex-col gap-3 rounded-2xl border border-danger/50 bg-danger/5 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <AlertTriangle className="size-6 shrink-0 text-danger" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="payment-problem-title" className="font-semibold">
          {t('subscription.banner.title')}
        </h2>
        <p className="mt-1 text-sm">
          {graceEnd
            ? t('subscription.banner.grace', { date: graceEnd })
            : t('subscription.banner.readOnly')}
        </p>
      </div>
      {data.paymentUpdateUrl && (
        <a href={data.paymentUpdateUrl} className={buttonClasses('primary', 'shrink-0')}>
          {t('subscription.banner.action')}
        </a>
      )}
    </section>
  );
}
