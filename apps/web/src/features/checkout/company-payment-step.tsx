import { formatMoney } from '@foundly/domain';
import { OrderStatus } from '@foundly/proto';
import { buttonClasses, Card } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Redirect } from '../../components/redirect.js';
import { Check, Info } from 'lucide-react';
import { useI18n, type MessageKey } from '../../app/i18n/index.js';
import { PageLoader } from '../../components/page-loader.js';
import { areaPath, useArea } from '../../app/area/use-area.js';
import { useCurrentOrder } from '../order/api/current-order.js';
import { SummaryLine } from './summary-line.js';
import { useOrderProduct } from './api/use-order-product.js';

/** The texts of a country's payment step. */
export interface PaymentCopy {
  title: MessageKey;
  subtitle: MessageKey;
  /** The VAT line, with its rate. */
  vat: MessageKey;
  /** What to have ready before answering the questionnaire. */
  disclaimer: readonly MessageKey[];
}

/**
 * A company's payment step: the package, its price with the deductible VAT,
 * in the product's currency, what to have ready, and the button to the card
 * payment. Only a DRAFT order pays; others go home.
 */
export function CompanyPaymentStep({ copy }: { copy: PaymentCopy }) {
  const { t, tDynamic, locale } = useI18n();
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  const order = data?.order;
  const { product, breakdown, isPending } = useOrderProduct(order);
  if (!order || isPending) return <PageLoader />;
  if (order.status !== OrderStatus.DRAFT) return <Redirect to={basePath} />;
  if (!product || !breakdown) return <p role="alert">{t('checkout.products.unavailable')}</p>;
  const money = (cents: number) => formatMoney(cents, product.currency, locale);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_380px]">
      <section>
        <h1 className="text-2xl font-bold sm:text-3xl">{t(copy.title)}</h1>
        <p className="mt-2 text-ink-muted">{t(copy.subtitle)}</p>
        <Card className="mt-6">
          <h2 className="text-lg font-semibold">{tDynamic(product.name, product.name)}</h2>
          <h3 className="mt-4 text-sm font-semibold text-ink-muted">
            {t('checkout.french.includes')}
          </h3>
          <ul className="mt-2 flex flex-col gap-2">
            {product.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                {tDynamic(feature, feature)}
              </li>
            ))}
          </ul>
        </Card>
      </section>
      {/* On a phone the price and the pay button come before the disclaimer. */}
      <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <Card className="lg:sticky lg:top-28">
          <h2 className="text-lg font-semibold">{t('checkout.french.summary')}</h2>
          <dl className="mt-3">
            <SummaryLine label={t('checkout.french.net')} value={money(breakdown.netCents)} />
            <SummaryLine label={t(copy.vat)} value={money(breakdown.vatCents)} />
            <SummaryLine
              label={t('checkout.french.total')}
              value={money(breakdown.totalCents)}
              strong
            />
          </dl>
          <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm dark:bg-brand-800/30">
            <strong>
              {t('checkout.french.deductibleVat', { amount: money(breakdown.vatCents) })}
            </strong>
            <br />
            {t('checkout.french.deductibleVatHint')}
          </p>
          <Link
            to={areaPath(basePath, '/funnel/pre-payment/stripe')}
            className={buttonClasses('primary', 'mt-6 w-full')}
          >
            {t('checkout.french.pay', { amount: money(breakdown.totalCents) })}
          </Link>
        </Card>
      </aside>
      <Card className="lg:col-start-1">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Info className="size-5 text-brand-700 dark:text-brand-100" aria-hidden="true" />
          {t('checkout.french.disclaimerTitle')}
        </h2>
        <ul className="mt-3 list-disc pl-6 text-ink-muted">
          {copy.disclaimer.map((key) => (
            <li key={key} className="py-0.5">
              {t(key)}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
