import { Lock } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';

/** Says why the Área contable offers no way to create or change anything: the plan has ended. */
export function ReadOnlyNotice() {
  const { t } = useI18n();
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-2xl border border-line bg-surface-muted p-4"
    >
      <Lock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('subscription.readOnly.title')}</p>
        <p className="mt-1 text-sm text-ink-muted">{t('subscription.readOnly.text')}</p>
      </div>
    </div>
  );
}
