import { SignatureRequestStatus, type SignatureRequest } from '@foundly/proto';
import { buttonClasses, cn, Spinner } from '@foundly/ui';
import { CheckCircle2, PenLine } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';

/**
 * Where the founder stands with the signing partner: the link to sign once
 * the partner has the request (same tab: the partner brings them back), a
 * note while the documents are being prepared, a thank-you once signed.
 * Nothing for a file that never had a request (it is signed from the e-mail).
 */
export function SignatureRequestAction({
  request,
  className,
}: {
  request: SignatureRequest | undefined;
  className?: string;
}) {
  const { t } = useI18n();
  switch (request?.status) {
    case SignatureRequestStatus.SENT:
      return request.signingUrl ? (
        <a href={request.signingUrl} className={buttonClasses('primary', className)}>
          <PenLine className="size-4" aria-hidden="true" />
          {t('timeline.signature.sign')}
        </a>
      ) : (
        <Preparing className={className} />
      );
    case SignatureRequestStatus.PREPARING:
      return <Preparing className={className} />;
    case SignatureRequestStatus.SIGNED:
      return (
        <p
          role="status"
          className={cn('flex items-center gap-2 font-medium text-success', className)}
        >
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          {t('timeline.signature.signed')}
        </p>
      );
    case SignatureRequestStatus.DECLINED:
    case SignatureRequestStatus.EXPIRED:
    case SignatureRequestStatus.CANCELED:
      return (
        <p className={cn('text-sm text-ink-muted', className)}>{t('timeline.signature.closed')}</p>
      );
    default:
      return null;
  }
}

function Preparing({ className }: { className?: string | undefined }) {
  const { t } = useI18n();
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-ink-muted', className)}>
      <Spinner className="size-4 shrink-0 text-brand-700" />
      {t('timeline.signature.preparing')}
    </p>
  );
}
