import { useMutation } from '@connectrpc/connect-query';
import {
  BackofficeService,
  OrderStatus,
  SignatureRequestStatus,
  type SignatureRequest,
} from '@foundly/proto';
import { Button } from '@foundly/ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../app/i18n/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { Section } from '../../components/section.js';
import { useErrorMessage } from '../../hooks/use-error-message.js';
import { useFormat } from '../../hooks/use-format.js';
import { useLabels } from '../../hooks/use-labels.js';
import { useRefreshOrderFile } from './use-order-file.js';

/** A request still in the partner's hands: sending another would ask the founder twice. */
const OPEN_STATUSES: ReadonlySet<SignatureRequestStatus> = new Set([
  SignatureRequestStatus.PREPARING,
  SignatureRequestStatus.SENT,
]);

/**
 * Whether the team may send the signature request again: the file waits on
 * the signature and no request is open (the last one failed, expired or was declined).
 */
export function canResendSignature(status: OrderStatus, requests: SignatureRequest[]): boolean {
  return (
    status === OrderStatus.WAITING_ESIGNATURE &&
    !requests.some((request) => OPEN_STATUSES.has(request.status))
  );
}

/** The e-signature requests of the file, newest first. */
export function SignaturesSection({
  orderId,
  status,
  requests,
}: {
  orderId: string;
  status: OrderStatus;
  requests: SignatureRequest[];
}) {
  const { t } = useI18n();
  const labels = useLabels();
  const format = useFormat();
  const describe = useErrorMessage();
  const refresh = useRefreshOrderFile(orderId);
  const resend = useMutation(BackofficeService.method.resendSignatureRequest);
  const [failure, setFailure] = useState<string | null>(null);
  const sorted = [...requests].sort((a, b) => Number(b.createdAt - a.createdAt));

  return (
    <Section
      title={t('file.signatures.title')}
      actions={
        canResendSignature(status, requests) && (
          <Button
            variant="secondary"
            loading={resend.isPending}
            onClick={async () => {
              setFailure(null);
              try {
                await resend.mutateAsync({ orderId });
                toast.success(t('file.signatures.resent'));
                await refresh();
              } catch (error) {
                setFailure(describe(error));
              }
            }}
          >
            {t('file.signatures.resend')}
          </Button>
        )
      }
    >
      {failure && (
        <p role="alert" className="mb-3 rounded-lg bg-danger/10 p-3 text-sm text-danger">
          {failure}
        </p>
      )}
      {sorted.length === 0 ? (
        <EmptyState>{t('file.signatures.empty')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {sorted.map((request) => (
            <li key={request.id} className="rounded-lg border border-line p-3">
              <h3 className="mb-2 text-sm font-semibold">
                {t('file.signatures.request', { date: format.dateTime(request.createdAt) })}
              </h3>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,12rem)_1fr]">
                <dt className="font-medium text-ink-muted">{t('file.signatures.status')}</dt>
                <dd>{labels.signatureStatus(request.status)}</dd>
                <dt className="font-medium text-ink-muted">{t('file.signatures.signer')}</dt>
                <dd className="break-words">
                  {request.signerName} {request.signerEmail && `<${request.signerEmail}>`}
                </dd>
                {request.signingUrl && (
                  <>
                    <dt className="font-medium text-ink-muted">{t('file.signatures.link')}</dt>
                    <dd>
                      <a
                        href={request.signingUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand-700 underline dark:text-brand-100"
                      >
                        {t('file.signatures.openLink')}
                      </a>
                    </dd>
                  </>
                )}
                {request.documents.length > 0 && (
                  <>
                    <dt className="font-medium text-ink-muted">{t('file.signatures.documents')}</dt>
                    <dd>
                      <ul>
                        {request.documents.map((document) => (
                          <li key={`${document.kind}-${document.fileName}`} className="break-all">
                            {document.fileName || document.kind}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </>
                )}
                <dt className="font-medium text-ink-muted">{t('file.signatures.created')}</dt>
                <dd>{format.dateTime(request.createdAt)}</dd>
                {request.completedAt > 0n && (
                  <>
                    <dt className="font-medium text-ink-muted">{t('file.signatures.completed')}</dt>
                    <dd>{format.dateTime(request.completedAt)}</dd>
                  </>
                )}
                {request.provider && (
                  <>
                    <dt className="font-medium text-ink-muted">{t('file.signatures.provider')}</dt>
                    <dd>{request.provider}</dd>
                  </>
                )}
                {request.lastError && (
                  <>
                    <dt className="font-medium text-ink-muted">{t('file.signatures.lastError')}</dt>
                    <dd className="break-words text-danger">{request.lastError}</dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
