import { Info } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';

/** Says plainly that the figures are prepared for filing, not filed. */
export function PreparedNotice() {
  const { t } = useI18n();
  return (
    <p
      role="note"
      className="flex gap-3 rounded-2xl border border-brand-600 bg-brand-50 p-4 font-semibold dark:bg-brand-800/20"
    >
      <Info
        className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-100"
        aria-hidden="true"
      />
      <span>{t('taxQuarters.notFiled')}</span>
    </p>
  );
}
