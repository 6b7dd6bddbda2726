import { Button, Card } from '@foundly/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useI18n } from '../app/i18n/index.js';
import { useErrorMessage } from '../hooks/use-error-message.js';

/** A page that could not be shown, with the translated reason and "Try again". */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useI18n();
  const router = useRouter();
  const describe = useErrorMessage();
  console.error(error);
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-4">
      <Card className="max-w-md text-center">
        <h1 className="text-2xl font-bold">{t('common.errorScreen.title')}</h1>
        <p className="mt-3 text-ink-muted">{describe(error)}</p>
        <Button
          className="mt-6"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('common.retry')}
        </Button>
      </Card>
    </div>
  );
}
