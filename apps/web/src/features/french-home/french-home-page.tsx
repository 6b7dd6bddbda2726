import { isOrderClosedWithoutCompany } from '@foundly/domain';
import { OrderStatus } from '@foundly/proto';
import { Navigate } from '@tanstack/react-router';
import { PageLoader } from '../../components/page-loader.js';
import { ActionCard } from '../../components/action-card.js';
import { Greeting } from '../../components/greeting.js';
import { OrderStatusCard } from '../../components/order-status-card.js';
import { useI18n } from '../../app/i18n/index.js';
import { areaPath, useArea, useCurrentOrder } from '../../hooks/use-area.js';
import { CancelledScreen } from './cancelled-screen.js';

/** The French home: the cancelled screen, or a greeting with the file's status and next actions. */
export function FrenchHomePage() {
  const { t } = useI18n();
  const { basePath, viewer } = useArea();
  const { data } = useCurrentOrder();
  if (!data?.order) return <PageLoader />;
  const name = data.customer?.name || viewer?.name;
  if (data.order.status === OrderStatus.DRAFT) {
    return <Navigate to={areaPath(basePath, '/funnel/pre-payment/payment')} replace />;
  }
  if (isOrderClosedWithoutCompany(data.order.status)) {
    return <CancelledScreen name={name} />;
  }
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <Greeting name={name} subtitle={t('home.subtitle')} />
      <OrderStatusCard status={data.order.status} />
      <div className="grid gap-6 md:grid-cols-2">
        <ActionCard
          title={t('home.cards.documentsTitle')}
          body={t('home.cards.documentsBody')}
          action={t('home.cards.documentsAction')}
          to={`${basePath}/documents`}
        />
        <ActionCard
          title={t('home.cards.settingsTitle')}
          body={t('home.cards.settingsBody')}
          action={t('home.cards.settingsAction')}
          to={`${basePath}/settings`}
        />
      </div>
    </section>
  );
}
