import { ScreenCard } from '@foundly/app-kit';
import { buttonClasses } from '@foundly/ui';
import { useI18n } from '../app/i18n/index.js';

/** 'Not found': a path under a known country and locale that names no page. */
export function NotFoundScreen() {
  const { t } = useI18n();
  return (
    <ScreenCard title={t('shell.notFound.title')} description={t('shell.notFound.description')}>
      <a href="/" className={buttonClasses('primary', 'mt-6')}>
        {t('shell.notFound.home')}
      </a>
    </ScreenCard>
  );
}
