import { OrderStatus, PaymentStatus } from '@foundly/proto';
import { Card, Spinner } from '@foundly/ui';
import { useNavigate } from '@tanstack/react-router';
import { Redirect } from '../../components/redirect.js';
import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18n } from '../../app/i18n/index.js';
import { useArea } from '../../app/area/use-area.js';
import { useOrderUntilPlaced } from './api/use-order-until-placed.js';
import { isPaymentSettled, usePaymentUntilSettled } from './api/use-payment-until-settled.js';

/** Toasts of the payment return stay 3 seconds (spec 01 §8). */
export const PAYMENT_TOAST_MS = 3000;

export interface PaymentReturnParams {
  session_id?: string | undefined;
  temp_auth?: string | undefined;
  redirectAfter?: string | undefined;
}

/** Where to go once the order is paid: home, or back to the payment step. */
function targetOf(basePath: string, redirectAfter: string | undefined): string {
  if (redirectAfter === 'payment') return `${basePath}/funnel/pre-payment/payment`;
  return basePath;
}

/**
 * The payment return: with its session_id and temp_auth, waits until the
 * webhook has settled the payment, then says so and moves on. A return
 * without them is logged and sent home.
 */
export function PaymentSuccessStep({ params }: { params: PaymentReturnParams }) {
  const { basePath } = useArea();
  const valid = Boolean(params.session_id && params.temp_auth);
  if (!valid) {
    console.warn('Payment return without session_id or temp_auth', params);
    return <Redirect to={basePath} />;
  }
  return params.redirectAfter === 'account' ? (
    <SubscriptionPaid sessionId={params.session_id!} tempAuth={params.temp_auth!} />
  ) : (
    <OrderPaid redirectAfter={params.redirectAfter} />
  );
}

/** An order's payment: waits until the webhook has placed the order, then goes on. */
function OrderPaid({ redirectAfter }: { redirectAfter: string | undefined }) {
  const { t } = useI18n();
  const { basePath } = useArea();
  const navigate = useNavigate();
  const announced = useRef(false);
  const order = useOrderUntilPlaced(true);
  const placed = order.data?.order && order.data.order.status !== OrderStatus.DRAFT;

  useEffect(() => {
    if (!placed || announced.current) return;
    announced.current = true;
    toast.success(t('checkout.success.toast'), { duration: PAYMENT_TOAST_MS });
    void navigate({ to: targetOf(basePath, redirectAfter), replace: true });
  }, [placed, t, navigate, basePath, redirectAfter]);

  return <Waiting />;
}

/**
 * The business account's subscription (`redirectAfter=account`): its order is
 * long COMPLETED, so the page waits for the payment itself (GetPaymentStatus),
 * then says how it went and goes to /my-account, where the bank's onboarding
 * follows.
 */
function SubscriptionPaid({ sessionId, tempAuth }: { sessionId: string; tempAuth: string }) {
  const { t } = useI18n();
  const { basePath } = useArea();
  const navigate = useNavigate();
  const announced = useRef(false);
  const payment = usePaymentUntilSettled({ sessionId, tempAuth }, true);
  const status = payment.data?.status;
  const failed = payment.isError;

  useEffect(() => {
    if (announced.current || !(isPaymentSettled(status) || failed)) return;
    announced.current = true;
    if (status === PaymentStatus.SUCCEEDED) {
      toast.success(t('checkout.success.toast'), { duration: PAYMENT_TOAST_MS });
    } else {
      toast.error(t('checkout.failure.toast'), { duration: PAYMENT_TOAST_MS });
    }
    void navigate({ to: `${basePath}/my-account`, replace: true });
  }, [status, failed, t, navigate, basePath]);

  return <Waiting />;
}

function Waiting() {
  const { t } = useI18n();
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center text-center" role="status">
      <Spinner className="size-10 text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold">{t('checkout.success.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('checkout.success.waiting')}</p>
    </Card>
  );
}
