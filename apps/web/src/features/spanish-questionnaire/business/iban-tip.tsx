import { Info } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';

/** Any account of the founder's will do: no new account is needed (spec 02 §2 iban). */
export function IbanTip() {
  const { t } = useI18n();
  return (
    <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm dark:border-brand-800 dark:bg-brand-800/20">
      <Info className="size-5 shrink-0 text-brand-700 dark:text-brand-100" aria-hidden="true" />
      <p>{t('spanishBusiness.iban.tip')}</p>
    </div>
  );
}
