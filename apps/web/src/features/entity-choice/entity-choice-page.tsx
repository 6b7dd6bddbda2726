import { buttonClasses, Card, Logo } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../app/i18n/index.js';
import { OFFERS } from './offers.js';

/**
 * The company-creation entry page, served by the product itself when no
 * separate landing site is configured: each offer starts /create-customer.
 */
export function EntityChoicePage() {
  const { t } = useI18n();
  return (
    <main className="mx-auto flex min-h-screen max-w-5xl flex-col px-4 py-10">
      <Logo />
      <h1 className="mt-10 text-3xl font-bold">{t('entityChoice.title')}</h1>
      <p className="mt-3 max-w-2xl text-ink-muted">{t('entityChoice.subtitle')}</p>
      {OFFERS.map((group) => (
        <section key={group.country} className="mt-10">
          <h2 className="text-xl font-semibold">{t(group.country)}</h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {group.offers.map((offer) => (
              <li key={offer.legalForm}>
                <Card className="flex h-full flex-col">
                  <h3 className="text-lg font-semibold">{t(offer.title)}</h3>
                  <p className="mt-2 flex-1 text-sm text-ink-muted">{t(offer.body)}</p>
                  <Link
                    to="/create-customer"
                    search={{ country: offer.country, legal_form: offer.legalForm }}
                    className={buttonClasses('primary', 'mt-4')}
                    aria-label={`${t('entityChoice.start')} – ${t(offer.title)}`}
                  >
                    {t('entityChoice.start')}
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
