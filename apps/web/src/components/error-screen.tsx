import { ErrorScreen as SharedErrorScreen } from '@foundly/app-kit';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useI18n } from '../app/i18n/index.js';

/** The error screen in the customer app's words: 'Something went wrong!', a link home and 'Try again'. */
export function ErrorScreen(props: ErrorComponentProps) {
  const { t } = useI18n();
  return (
    <SharedErrorScreen
      {...props}
      title={t('shell.errorScreen.title')}
      description={t('shell.errorScreen.description')}
      retryLabel={t('shell.errorScreen.tryAgain')}
      home={{ href: '/', label: t('shell.errorScreen.home') }}
    />
  );
}
