import { Spinner } from '@foundly/ui';
import { useI18n } from '../app/i18n/index.js';

/** Shown while a page or a section loads its data. */
export function PageLoader() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-40 items-center justify-center text-brand-700" role="status">
      <Spinner className="size-8" label={t('common.loading')} />
    </div>
  );
}
