import { isTerritoryNotServed } from '@foundly/domain';
import { FiscalTerritory } from '@foundly/proto';
import { Outlet, useLocation } from '@tanstack/react-router';
import { FiscalTerritoryThanks } from '../components/fiscal-territory-thanks.js';
import { NoOrderScreen } from '../components/no-order-screen.js';
import { areaPath, useArea } from '../app/area/use-area.js';
import { useCurrentOrder } from '../features/order/api/current-order.js';
import { MainLayout } from './main-layout.js';
import { SpanishDashboardLayout } from './spanish-dashboard-layout.js';

/**
 * The dashboard pages of an area: the Spanish layout for Spain, the main
 * layout otherwise. Someone with nothing the dashboard serves sees one
 * screen without its navigation, settings aside (reached from the avatar
 * menu): the no-order screen without an account, and 'Datos recibidos' for
 * a Spanish draft of a foral territory or the Canary Islands, with the way
 * back to the region question.
 */
export function DashboardLayout() {
  const { prefix, account, basePath } = useArea();
  const { pathname } = useLocation();
  const { data } = useCurrentOrder();
  const onSettings = pathname === `${basePath}/settings`;
  if (!account) {
    return (
      <MainLayout navigation={false}>{onSettings ? <Outlet /> : <NoOrderScreen />}</MainLayout>
    );
  }
  const territory =
    data?.questionnaire?.businessInformation?.fiscalTerritory ?? FiscalTerritory.UNSPECIFIED;
  if (prefix === 'es' && data?.order && isTerritoryNotServed(data.order.status, territory)) {
    return (
      <MainLayout navigation={false}>
        {onSettings ? (
          <Outlet />
        ) : (
          <FiscalTerritoryThanks
            changeRegionPath={areaPath(basePath, '/funnel/pre-payment/fiscal-territory')}
          />
        )}
      </MainLayout>
    );
  }
  const Layout = prefix === 'es' ? SpanishDashboardLayout : MainLayout;
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}
