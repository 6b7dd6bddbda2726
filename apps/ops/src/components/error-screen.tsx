import { ErrorScreen as SharedErrorScreen } from '@foundly/app-kit';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useI18n } from '../app/i18n/index.js';
import { useErrorMessage } from '../hooks/use-error-message.js';

/** A page that could not be shown, in the layout, with the translated reason and "Try again". */
export function ErrorScreen(props: ErrorComponentProps) {
  const { t } = useI18n();
  const describe = useErrorMessage();
  return (
    <SharedErrorScreen
      {...props}
      title={t('common.errorScreen.title')}
      description={describe(props.error)}
      retryLabel={t('common.retry')}
      inLayout
    />
  );
}
