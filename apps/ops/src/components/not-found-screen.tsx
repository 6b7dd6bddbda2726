import { ScreenCard } from '@foundly/app-kit';
import { buttonClasses } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../app/i18n/index.js';

/** A path the back-office does not know. */
export function NotFoundScreen() {
  const { t } = useI18n();
  return (
    <ScreenCard title={t('common.notFound.title')} inLayout>
      <Link to="/" className={buttonClasses('secondary', 'mt-6')}>
        {t('common.notFound.back')}
      </Link>
    </ScreenCard>
  );
}
