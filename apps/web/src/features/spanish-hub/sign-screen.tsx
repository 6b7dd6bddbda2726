import { buttonClasses, Card } from '@foundly/ui';
import { ExternalLink, MailOpen } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';
import { getMailInbox } from './webmail.js';

/**
 * 'Último paso: firma digitalmente': the e-signature partner has e-mailed the
 * documents to sign; the button opens the founder's inbox.
 */
export function SignScreen({ email }: { email: string | undefined }) {
  const { t } = useI18n();
  const inbox = getMailInbox(email);
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100">
        <MailOpen className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-balance">{t('spanishHome.sign.title')}</h1>
      <p className="mt-3 text-ink-muted">
        {email ? t('spanishHome.sign.body', { email }) : t('spanishHome.sign.bodyNoEmail')}
      </p>
      {inbox.kind === 'webmail' ? (
        <a
          href={inbox.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'mt-6 w-full sm:w-auto')}
        >
          {t('spanishHome.sign.openWebmail', { name: inbox.name })}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('spanishHome.newTab')}</span>
        </a>
      ) : (
        <a href="mailto:" className={buttonClasses('primary', 'mt-6 w-full sm:w-auto')}>
          {t('spanishHome.sign.openMail')}
        </a>
      )}
      <p className="mt-4 text-sm text-ink-muted">{t('spanishHome.sign.spam')}</p>
    </Card>
  );
}
