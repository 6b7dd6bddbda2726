import { buttonClasses, Card } from '@foundly/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useI18n } from '../app/i18n/index.js';

/** The generic error screen: 'Something went wrong!', a link home and 'Try again'. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useI18n();
  const router = useRouter();
  console.error(error);
  return (
    <main className="flex min-h-[60vh] items-center justify-center p-6">
      <Card className="max-w-md text-center">
        <h1 className="text-2xl font-bold">{t('shell.errorScreen.title')}</h1>
        <p className="mt-3 text-ink-muted">{t('shell.errorScreen.description')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href="/" className={buttonClasses('secondary')}>
            {t('shell.errorScreen.home')}
          </a>
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {t('shell.errorScreen.tryAgain')}
          </button>
        </div>
      </Card>
    </main>
  );
}
