import { OrderStatus } from '@foundly/proto';
import { Card } from '@foundly/ui';
import { Navigate } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { SignatureRequestAction } from '../../../components/file-timeline/index.js';
import { useArea, useCurrentOrder } from '../../../hooks/use-area.js';
import { useSignatureRequest } from '../../../hooks/use-signature-request.js';
import { DocumentsToSign } from './documents-to-sign.js';

/**
 * e-signature/waiting-signature: the documents are out for signature; only
 * while the signature is awaited. 'Signer mes documents' leads to the signing
 * partner once it has them (the e-mail it sends is the other way in); once
 * signed, the order is reloaded and the home leads on to the review.
 */
export function WaitingSignatureStep() {
  const { t } = useI18n();
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  const waiting = data?.order?.status === OrderStatus.WAITING_ESIGNATURE;
  const signature = useSignatureRequest(data?.order?.id, waiting);
  if (!waiting || !data.order) {
    return <Navigate to={basePath} replace />;
  }
  const email = data.customer?.email;
  return (
    <Card className="mx-auto flex max-w-xl flex-col gap-6">
      <div className="flex flex-col items-center text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-balance">
          {t('identityAndSignature.esignature.waitingSignature.title')}
        </h1>
        <p className="mt-2 text-ink-muted">
          {email
            ? t('identityAndSignature.esignature.waitingSignature.description', { email })
            : t('identityAndSignature.esignature.waitingSignature.descriptionNoAddress')}
        </p>
        <SignatureRequestAction
          request={signature.data?.request}
          className="mt-5 w-full justify-center sm:w-auto"
        />
      </div>
      <DocumentsToSign legalForm={data.order.legalForm} />
      <section aria-labelledby="waiting-signature-next" className="flex flex-col gap-3">
        <h2 id="waiting-signature-next" className="font-semibold">
          {t('identityAndSignature.esignature.waitingSignature.nextTitle')}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          <li>{t('identityAndSignature.esignature.waitingSignature.open')}</li>
          <li>{t('identityAndSignature.esignature.waitingSignature.sign')}</li>
          <li>{t('identityAndSignature.esignature.waitingSignature.after')}</li>
        </ol>
      </section>
    </Card>
  );
}
