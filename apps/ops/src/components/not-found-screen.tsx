import { buttonClasses, Card } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../app/i18n/index.js';

/** A path the back-office does not know. */
export function NotFoundScreen() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-4">
      <Card className="max-w-md text-center">
        <h1 className="text-2xl font-bold">{t('common.notFound.title')}</h1>
        <Link to="/" className={buttonClasses('secondary', 'mt-6')}>
          {t('common.notFound.back')}
        </Link>
      </Card>
    </div>
  );
}
