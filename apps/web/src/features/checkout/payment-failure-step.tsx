import { buttonClasses, Card } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18n } from '../../app/i18n/index.js';
import { areaPath, useArea } from '../../app/area/use-area.js';
import { PAYMENT_TOAST_MS } from './payment-success-step.js';

/**
 * The payment failed or was cancelled: nothing was charged, and the payment
 * can be tried again, from the payment step, or from /my-account for the
 * business account's subscription (`redirectAfter=account`).
 */
export function PaymentFailureStep({
  params,
}: {
  params?: { redirectAfter?: string | undefined };
}) {
  const { t } = useI18n();
  const { basePath } = useArea();
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    toast.error(t('checkout.failure.toast'), { duration: PAYMENT_TOAST_MS });
  }, [t]);
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center text-center">
      <XCircle className="size-12 text-danger" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{t('checkout.failure.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('checkout.failure.body')}</p>
      <Link
        to={areaPath(
          basePath,
          params?.redirectAfter === 'account' ? '/my-account' : '/funnel/pre-payment/payment',
        )}
        className={buttonClasses('primary', 'mt-6')}
      >
        {t('checkout.failure.retry')}
      </Link>
    </Card>
  );
}
