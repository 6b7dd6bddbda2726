import { readRpcFailure } from '@foundly/app-kit';
import { OrderStatus } from '@foundly/proto';
import { Spinner } from '@foundly/ui';
import { useEffect, useRef } from 'react';
import { Redirect } from '../../components/redirect.js';
import { useI18n } from '../../app/i18n/index.js';
import { PageLoader } from '../../components/page-loader.js';
import { useArea } from '../../app/area/use-area.js';
import { useCurrentOrder } from '../order/api/current-order.js';
import { usePayOrder } from './api/use-pay-order.js';
import { CheckoutErrorPanel } from './checkout-error-panel.js';

/** Creates the checkout session of a DRAFT order and sends the browser to the card payment page. */
export function StripeRedirectStep() {
  const { t, tDynamic, locale } = useI18n();
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  const pay = usePayOrder();
  const started = useRef(false);
  const order = data?.order;

  useEffect(() => {
    if (!order || order.status !== OrderStatus.DRAFT || started.current) return;
    started.current = true;
    pay.mutate(
      { orderId: order.id, country: order.countryCode, locale },
      { onSuccess: ({ url }) => window.location.assign(url) },
    );
  }, [order, pay, locale]);

  if (!order) return <PageLoader />;
  if (order.status !== OrderStatus.DRAFT) return <Redirect to={basePath} />;
  if (pay.isError) {
    const failure = readRpcFailure(pay.error);
    return (
      <CheckoutErrorPanel
        detail={
          failure.reason
            ? tDynamic(`errors.${failure.reason}`, t('checkout.errorUnknown'))
            : undefined
        }
        onRetry={() =>
          pay.mutate(
            { orderId: order.id, country: order.countryCode, locale },
            { onSuccess: ({ url }) => window.location.assign(url) },
          )
        }
      />
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-brand-700" role="status">
      <Spinner className="size-10" />
      <p className="text-ink">{t('checkout.redirecting')}</p>
    </div>
  );
}
