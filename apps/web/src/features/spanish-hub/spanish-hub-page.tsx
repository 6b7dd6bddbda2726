import { isFiscalTerritorySupported } from '@foundly/domain';
import { FiscalTerritory, OrderStatus } from '@foundly/proto';
import { Card } from '@foundly/ui';
import { Navigate } from '@tanstack/react-router';
import { useI18n } from '../../app/i18n/index.js';
import { Greeting } from '../../components/greeting.js';
import { OrderStatusCard } from '../../components/order-status-card.js';
import { PageLoader } from '../../components/page-loader.js';
import { FiscalTerritoryThanks } from '../../components/fiscal-territory-thanks.js';
import { areaPath, useArea, useCurrentOrder } from '../../hooks/use-area.js';

/** The Spanish registration hub: a greeting and where the registration stands. */
export function SpanishHubPage() {
  const { t } = useI18n();
  const { viewer, basePath } = useArea();
  const { data } = useCurrentOrder();
  if (!data?.order) return <PageLoader />;
  if (data.order.status === OrderStatus.DRAFT) {
    const territory =
      data.questionnaire?.businessInformation?.fiscalTerritory ?? FiscalTerritory.UNSPECIFIED;
    if (territory === FiscalTerritory.UNSPECIFIED) {
      return <Navigate to={areaPath(basePath, '/funnel/pre-payment/fiscal-territory')} replace />;
    }
    if (!isFiscalTerritorySupported(territory)) return <FiscalTerritoryThanks />;
    return <Navigate to={areaPath(basePath, '/funnel/pre-payment/payment')} replace />;
  }
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <Greeting name={data.customer?.name || viewer?.name} />
      <Card>
        <h2 className="text-xl font-semibold">{t('home.spain.title')}</h2>
        <p className="mt-2 text-ink-muted">{t('home.spain.body')}</p>
      </Card>
      <OrderStatusCard status={data.order.status} />
    </section>
  );
}
