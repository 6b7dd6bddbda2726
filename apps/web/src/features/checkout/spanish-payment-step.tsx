import { formatMoney, isFiscalTerritorySupported } from '@foundly/domain';
import { OrderStatus } from '@foundly/proto';
import { buttonClasses, Card } from '@foundly/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Redirect } from '../../components/redirect.js';
import { Check, Info, Star } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';
import { publicConfigQuery } from '../../app/public-config.js';
import { PageLoader } from '../../components/page-loader.js';
import { areaPath, useArea } from '../../app/area/use-area.js';
import { useCurrentOrder } from '../order/api/current-order.js';
import { SummaryLine } from './summary-line.js';
import { useOrderProduct } from './api/use-order-product.js';

/**
 * 'Completa tu pago': the product with its features and the certificate note,
 * the 'Resumen de tu compra' card (net, IVA 21 %, total, €/mes for the
 * subscription), 'Confirmar y pagar', the legal note and the rating badge,
 * whose figures are written as the language writes numbers (4,8/5 in Spanish
 * and French).
 */
export function SpanishPaymentStep() {
  const { t, tDynamic, locale } = useI18n();
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  const { data: config } = useQuery(publicConfigQuery);
  const order = data?.order;
  const { product, breakdown, isPending } = useOrderProduct(order);
  if (!order || isPending) return <PageLoader />;
  if (order.status !== OrderStatus.DRAFT) return <Redirect to={basePath} />;
  const territory = data.questionnaire?.businessInformation?.fiscalTerritory;
  if (!territory || !isFiscalTerritorySupported(territory)) {
    return <Redirect to={areaPath(basePath, '/funnel/pre-payment/fiscal-territory')} />;
  }
  if (!product || !breakdown) return <p role="alert">{t('checkout.products.unavailable')}</p>;
  const money = (cents: number) => formatMoney(cents, product.currency, locale);
  const perMonth = product.isSubscription ? t('checkout.spanish.perMonth') : '';
  const rating = config?.rating;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_380px]">
      <section>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('checkout.spanish.title')}</h1>
        <Card className="mt-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-xl font-semibold">{tDynamic(product.name, product.name)}</h2>
            <p className="text-lg font-semibold tabular-nums">
              {money(breakdown.netCents)}
              {perMonth}
            </p>
          </div>
          <ul className="mt-4 flex flex-col gap-2">
            {product.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                {tDynamic(feature, feature)}
              </li>
            ))}
          </ul>
          <p className="mt-6 flex gap-2 rounded-lg bg-surface-muted p-3 text-sm">
            <Info
              className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-100"
              aria-hidden="true"
            />
            {t('checkout.spanish.certificateNote')}
          </p>
        </Card>
        {rating && (
          <a
            href={rating.url}
            className="mt-6 inline-flex items-center gap-2 rounded-full border border-line bg-surface-raised px-4 py-2 text-sm"
            rel="noreferrer"
            target="_blank"
          >
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            {t('checkout.spanish.rating', {
              score: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
                rating.score,
              ),
              count: new Intl.NumberFormat(locale).format(rating.count),
            })}
          </a>
        )}
      </section>
      <aside>
        <Card className="lg:sticky lg:top-28">
          <h2 className="text-lg font-semibold">{t('checkout.spanish.summary')}</h2>
          <dl className="mt-3">
            <SummaryLine
              label={t('checkout.spanish.net')}
              value={`${money(breakdown.netCents)}${perMonth}`}
            />
            <SummaryLine
              label={t('checkout.spanish.vat')}
              value={`${money(breakdown.vatCents)}${perMonth}`}
            />
            <SummaryLine
              label={t('checkout.spanish.total')}
              value={`${money(breakdown.totalCents)}${perMonth}`}
              strong
            />
          </dl>
          <Link
            to={areaPath(basePath, '/funnel/pre-payment/stripe')}
            className={buttonClasses('primary', 'mt-6 w-full')}
          >
            {t('checkout.spanish.confirm')}
          </Link>
          <p className="mt-4 text-xs text-ink-muted">{t('checkout.spanish.legal')}</p>
        </Card>
      </aside>
    </div>
  );
}
