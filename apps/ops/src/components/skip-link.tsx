import { useI18n } from '../app/i18n/index.js';

/** The first focusable element of a page: jumps over the header to the content. */
export function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#content"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface-raised focus:px-3 focus:py-2 focus:text-ink"
    >
      {t('common.skipToContent')}
    </a>
  );
}
