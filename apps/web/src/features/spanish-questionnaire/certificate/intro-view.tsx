import { Card } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { ChevronRight, FileKey2, Info, Smartphone } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { InfoNotice } from './info-notice.js';
import { useStepPath } from './use-view-path.js';

/** '¿Ya tienes un certificado digital?': upload the one you have, or learn how to get one. */
export function IntroView() {
  const { t } = useI18n();
  const stepPath = useStepPath();
  const choices = [
    {
      view: 'upload',
      icon: FileKey2,
      label: t('spanishCertificate.intro.upload'),
      hint: t('spanishCertificate.intro.uploadHint'),
    },
    {
      view: 'guide',
      icon: Smartphone,
      label: t('spanishCertificate.intro.obtain'),
      hint: t('spanishCertificate.intro.obtainHint'),
    },
  ] as const;
  return (
    <Card className="mx-auto flex max-w-xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-balance">{t('spanishCertificate.intro.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('spanishCertificate.intro.description')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {choices.map((choice) => (
          <li key={choice.view}>
            <Link
              to={stepPath}
              search={{ view: choice.view }}
              className="flex min-h-14 items-center gap-4 rounded-xl border border-line px-4 py-3 transition-colors hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-brand-800/30"
            >
              <choice.icon
                className="size-6 shrink-0 text-brand-700 dark:text-brand-100"
                aria-hidden="true"
              />
              <span className="flex flex-1 flex-col">
                <span className="font-semibold">{choice.label}</span>
                <span className="text-sm text-ink-muted">{choice.hint}</span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-ink-muted" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <InfoNotice icon={Info} title={t('spanishCertificate.intro.infoTitle')}>
        {t('spanishCertificate.intro.infoBody')}
      </InfoNotice>
    </Card>
  );
}
