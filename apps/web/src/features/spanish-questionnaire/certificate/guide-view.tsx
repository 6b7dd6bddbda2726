import { buttonClasses, Card } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Clock, ExternalLink, PlayCircle, Smartphone, Video } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import {
  FNMT_APP_LINKS,
  FNMT_TUTORIALS_URL,
  FNMT_VIDEO_IDENTIFICATION_URL,
  getAppStores,
} from './fnmt-links.js';
import { InfoNotice } from './info-notice.js';
import { useStepPath } from './use-view-path.js';

/** A link to another site, opened in a new tab that cannot reach back to this one. */
function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-block py-2.5 font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100"
    >
      {children}
      <ExternalLink className="ml-1.5 inline size-4 align-[-2px]" aria-hidden="true" />
      <span className="sr-only"> {t('spanishCertificate.guide.newTab')}</span>
    </a>
  );
}

function GuideSection({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: typeof Smartphone;
  title: string;
  body: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line p-4">
      <h2 id={headingId} className="flex items-start gap-3 font-semibold">
        <Icon className="size-6 shrink-0 text-brand-700 dark:text-brand-100" aria-hidden="true" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted sm:pl-9">{body}</p>
      <div className="mt-1 sm:pl-9">{children}</div>
    </section>
  );
}

/**
 * How to get a certificate from the FNMT (Fábrica Nacional de Moneda y
 * Timbre): its app, in the store of the founder's phone, the video tutorials
 * and the identification by video on its website.
 */
export function GuideView() {
  const { t } = useI18n();
  const stepPath = useStepPath();
  const stores = getAppStores(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const tutorials = [
    ['ios', t('spanishCertificate.guide.tutorialIos')],
    ['android', t('spanishCertificate.guide.tutorialAndroid')],
    ['web', t('spanishCertificate.guide.tutorialWeb')],
  ] as const;
  return (
    <Card className="mx-auto flex max-w-xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-balance">{t('spanishCertificate.guide.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('spanishCertificate.guide.description')}</p>
      </div>
      <InfoNotice icon={Clock} title={t('spanishCertificate.guide.delay')}>
        {t('spanishCertificate.guide.delayBody')}
      </InfoNotice>
      <GuideSection
        icon={Smartphone}
        title={t('spanishCertificate.guide.appTitle')}
        body={t('spanishCertificate.guide.appBody')}
      >
        <ul className="flex flex-col">
          {stores.map((store) => (
            <li key={store}>
              <ExternalAnchor href={FNMT_APP_LINKS[store]}>
                {t(`spanishCertificate.guide.store.${store}`)}
              </ExternalAnchor>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection
        icon={PlayCircle}
        title={t('spanishCertificate.guide.tutorialsTitle')}
        body={t('spanishCertificate.guide.tutorialsBody')}
      >
        <ul className="flex flex-col">
          {tutorials.map(([platform, label]) => (
            <li key={platform}>
              <ExternalAnchor href={FNMT_TUTORIALS_URL}>{label}</ExternalAnchor>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection
        icon={Video}
        title={t('spanishCertificate.guide.videoTitle')}
        body={t('spanishCertificate.guide.videoBody')}
      >
        <ExternalAnchor href={FNMT_VIDEO_IDENTIFICATION_URL}>
          {t('spanishCertificate.guide.videoLink')}
        </ExternalAnchor>
      </GuideSection>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={stepPath} search={{}} className={buttonClasses('secondary')}>
          {t('spanishCertificate.upload.back')}
        </Link>
        <Link to={stepPath} search={{ view: 'upload' }} className={buttonClasses('primary')}>
          {t('spanishCertificate.guide.haveIt')}
        </Link>
      </div>
    </Card>
  );
}
