import { buttonClasses, Card } from '@foundly/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useI18n } from '../app/i18n/index.js';
import { publicConfigQuery } from '../app/public-config.js';

/**
 * 'Datos recibidos': shown to founders of a foral territory or the Canary
 * Islands (spec 02 §2), with the link to the product's home; from the
 * dashboard, also the way back to the region question, for a founder who
 * chose the wrong one.
 */
export function FiscalTerritoryThanks({ changeRegionPath }: { changeRegionPath?: string }) {
  const { t } = useI18n();
  const { data: config } = useQuery(publicConfigQuery);
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center text-center">
      <MailCheck className="size-12 text-brand-700 dark:text-brand-100" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{t('checkout.spanish.thanksTitle')}</h1>
      <p className="mt-3 text-ink-muted">{t('checkout.spanish.thanksBody')}</p>
      <a href={config?.landingUrl ?? '/'} className={buttonClasses('primary', 'mt-6')}>
        {t('checkout.spanish.thanksLink')}
      </a>
      {changeRegionPath && (
        <Link to={changeRegionPath} className="mt-4 py-2 text-sm underline">
          {t('checkout.spanish.thanksChangeRegion')}
        </Link>
      )}
    </Card>
  );
}
