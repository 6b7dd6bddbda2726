import { isOrderClosedWithoutCompany } from '@foundly/domain';
import { OrderStatus } from '@foundly/proto';
import { Navigate } from '@tanstack/react-router';
import { PageLoader } from '../../components/page-loader.js';
import { HomeOverview } from '../../components/home-overview.js';
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
  return <HomeOverview name={name} subtitle={t('home.subtitle')} status={data.order.status} />;
}
