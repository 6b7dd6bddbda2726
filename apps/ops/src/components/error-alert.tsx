import { Button } from '@foundly/ui';
import { useI18n } from '../app/i18n/index.js';
import { useErrorMessage } from '../hooks/use-error-message.js';

/** A failed load or action, translated, with "Try again" when it can be retried. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useI18n();
  const describe = useErrorMessage();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-danger/10 p-3 text-sm text-danger"
    >
      <span>{describe(error)}</span>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
