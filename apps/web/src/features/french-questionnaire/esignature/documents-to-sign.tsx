import { isMicroEnterprise } from '@foundly/domain';
import type { LegalForm } from '@foundly/proto';
import { FileSignature } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';

/**
 * What the founder signs: a company's articles of association, or a
 * micro-entreprise's declaration of activity; and in both cases the power of
 * attorney that lets the formation team file on the founder's behalf.
 */
export function DocumentsToSign({ legalForm }: { legalForm: LegalForm }) {
  const { t } = useI18n();
  const items = [
    isMicroEnterprise(legalForm)
      ? t('identityAndSignature.esignature.declaration')
      : t('identityAndSignature.esignature.articles'),
    t('identityAndSignature.esignature.proxy'),
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
