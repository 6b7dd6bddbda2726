import { formatDateUtc } from '@foundly/domain';
import type { CertificateSummary as Summary } from '@foundly/proto';
import { ShieldCheck } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';

/** What the opened certificate says: its holder, their NIF or NIE, and until when it is valid. */
export function CertificateSummary({ certificate }: { certificate: Summary }) {
  const { t } = useI18n();
  return (
    <div className="flex gap-3 rounded-xl border border-success/40 bg-success/5 p-4">
      <ShieldCheck className="size-6 shrink-0 text-success" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('spanishCertificate.summary.title')}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">{t('spanishCertificate.summary.holder')}</dt>
          <dd className="font-medium wrap-anywhere">{certificate.holderName}</dd>
          <dt className="text-ink-muted">{t('spanishCertificate.summary.taxId')}</dt>
          <dd className="font-medium">{certificate.taxId}</dd>
          <dt className="text-ink-muted">{t('spanishCertificate.summary.expiresAt')}</dt>
          <dd className="font-medium">{formatDateUtc(certificate.expiresAt)}</dd>
        </dl>
      </div>
    </div>
  );
}
