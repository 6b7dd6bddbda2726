import { FileSignature } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';

/**
 * What the founder signs: the representation mandates that let the team file
 * the registration on the founder's behalf with the tax agency (AEAT) and
 * social security (TGSS).
 */
export function MandatesToSign() {
  const { t } = useI18n();
  const items = [
    t('spanishSummary.esignature.mandateAeat'),
    t('spanishSummary.esignature.mandateTgss'),
  ];
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-3 rounded-xl bg-surface-muted p-3">
          <FileSignature
            className="size-5 shrink-0 text-brand-700 dark:text-brand-100"
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
