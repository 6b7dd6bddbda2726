import { Button } from '@foundly/ui';
import { AlertTriangle } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';

/** The checkout error panel: 'Error creating checkout session' with its detail (spec 02 §8). */
export function CheckoutErrorPanel({
  detail,
  onRetry,
}: {
  detail: string | undefined;
  onRetry(): void;
}) {
  const { t } = useI18n();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-danger/40 bg-danger/5 p-6 text-center"
    >
      <AlertTriangle className="size-10 text-danger" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-bold">{t('checkout.errorTitle')}</h1>
      <p className="mt-2 text-ink-muted">{detail ?? t('checkout.errorUnknown')}</p>
      <Button className="mt-6" onClick={onRetry}>
        {t('checkout.retry')}
      </Button>
    </div>
  );
}
