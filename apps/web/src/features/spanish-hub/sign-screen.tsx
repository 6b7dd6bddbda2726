import { SignatureRequestStatus } from '@foundly/proto';
import { buttonClasses, Card } from '@foundly/ui';
import { ExternalLink, MailOpen } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';
import { SignatureRequestAction } from '../../components/file-timeline/index.js';
import { useSignatureRequest } from '../documents/api/use-signature-request.js';
import { getMailInbox } from './webmail.js';

/**
 * 'Último paso: firma digitalmente': once the signing partner has the
 * mandate, 'Firmar mis documentos' leads straight to it; the founder's inbox,
 * where the partner's e-mail also is, stays a second way in.
 */
export function SignScreen({ email, orderId }: { email: string | undefined; orderId: string }) {
  const { t } = useI18n();
  const { data } = useSignatureRequest(orderId);
  const request = data?.request;
  const canSignHere =
    request?.status === SignatureRequestStatus.SENT && Boolean(request.signingUrl);
  const signed = request?.status === SignatureRequestStatus.SIGNED;
  const inbox = getMailInbox(email);
  const inboxClasses = buttonClasses(canSignHere ? 'secondary' : 'primary', 'w-full sm:w-auto');
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100">
        <MailOpen className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-balance">{t('spanishHome.sign.title')}</h1>
      <p className="mt-3 text-ink-muted">
        {email ? t('spanishHome.sign.body', { email }) : t('spanishHome.sign.bodyNoEmail')}
      </p>
      <div className="mt-6 flex w-full flex-col items-center gap-3 sm:w-auto">
        <SignatureRequestAction request={request} className="w-full justify-center sm:w-auto" />
        {!signed &&
          (inbox.kind === 'webmail' ? (
            <a href={inbox.url} target="_blank" rel="noopener noreferrer" className={inboxClasses}>
              {t('spanishHome.sign.openWebmail', { name: inbox.name })}
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('spanishHome.newTab')}</span>
            </a>
          ) : (
            <a href="mailto:" className={inboxClasses}>
              {t('spanishHome.sign.openMail')}
            </a>
          ))}
      </div>
      {!signed && <p className="mt-4 text-sm text-ink-muted">{t('spanishHome.sign.spam')}</p>}
    </Card>
  );
}
