import { buttonClasses, Card } from '@foundly/ui';
import { useI18n } from '../app/i18n/index.js';

/** 'Not found': a path under a known country and locale that names no page. */
export function NotFoundScreen() {
  const { t } = useI18n();
  return (
    <main className="flex min-h-[60vh] items-center justify-center p-6">
      <Card className="max-w-md text-center">
        <h1 className="text-2xl font-bold">{t('shell.notFound.title')}</h1>
        <p className="mt-3 text-ink-muted">{t('shell.notFound.description')}</p>
        <a href="/" className={buttonClasses('primary', 'mt-6')}>
          {t('shell.notFound.home')}
        </a>
      </Card>
    </main>
  );
}
