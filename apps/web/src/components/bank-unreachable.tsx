import { Button } from '@foundly/ui';
import { AlertTriangle } from 'lucide-react';
import { useI18n } from '../app/i18n/index.js';

/** The banking partner did not answer: a retryable message, as nothing was changed. */
export function BankUnreachable({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useI18n();
  return (
    <div
      role="alert"
      className="mt-6 flex flex-col items-center rounded-2xl border border-danger/40 bg-danger/5 p-6 text-center"
    >
      <AlertTriangle className="size-10 text-danger" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-bold">{t('banking.unreachable.title')}</h2>
      <p className="mt-2 text-ink-muted">{t('banking.unreachable.description')}</p>
      <Button className="mt-6" onClick={onRetry} loading={retrying}>
        {t('banking.unreachable.retry')}
      </Button>
    </div>
  );
}
