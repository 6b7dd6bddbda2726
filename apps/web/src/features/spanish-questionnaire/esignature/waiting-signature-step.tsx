import { OrderStatus } from '@foundly/proto';
import { Card } from '@foundly/ui';
import { Navigate } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { SignatureRequestAction } from '../../../components/file-timeline/index.js';
import { useArea, useCurrentOrder } from '../../../hooks/use-area.js';
import { useSignatureRequest } from '../../../hooks/use-signature-request.js';
import { MandatesToSign } from './mandates-to-sign.js';

/**
 * e-signature/waiting-signature: the mandate is out for signature; only
 * while the signature is awaited. 'Firmar mis documentos' leads to the
 * signing partner once it has the mandate (its e-mail is the other way in);
 * once signed, the order is reloaded and the hub leads on.
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
          {t('spanishSummary.esignature.waitingSignature.title')}
        </h1>
        <p className="mt-2 text-ink-muted">
          {email
            ? t('spanishSummary.esignature.waitingSignature.description', { email })
            : t('spanishSummary.esignature.waitingSignature.descriptionNoAddress')}
        </p>
        <SignatureRequestAction
          request={signature.data?.request}
          className="mt-5 w-full justify-center sm:w-auto"
        />
      </div>
      <MandatesToSign />
      <section aria-labelledby="waiting-signature-next" className="flex flex-col gap-3">
        <h2 id="waiting-signature-next" className="font-semibold">
          {t('spanishSummary.esignature.waitingSignature.nextTitle')}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          <li>{t('spanishSummary.esignature.waitingSignature.open')}</li>
          <li>{t('spanishSummary.esignature.waitingSignature.sign')}</li>
          <li>{t('spanishSummary.esignature.waitingSignature.after')}</li>
        </ol>
        <p className="text-sm text-ink-muted">
          {t('spanishSummary.esignature.waitingSignature.spam')}
        </p>
      </section>
    </Card>
  );
}
