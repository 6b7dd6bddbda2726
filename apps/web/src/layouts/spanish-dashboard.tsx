import { isTerritoryNotServed } from '@foundly/domain';
import { FiscalTerritory } from '@foundly/proto';
import { Outlet } from '@tanstack/react-router';
import { lazy } from 'react';
import { useCurrentOrder } from '../features/order/api/current-order.js';
import { SpanishDashboardLayout } from './spanish-dashboard-layout.js';

/** Loaded only for a founder the dashboard does not serve: the main layout is not the Spanish one. */
const TerritoryNotServedLayout = lazy(() =>
  import('./territory-not-served-layout.js').then((module) => ({
    default: module.TerritoryNotServedLayout,
  })),
);

/**
 * The dashboard of the Spanish area; a draft of a foral territory or the
 * Canary Islands sees only 'Datos recibidos' instead.
 */
export function SpanishDashboard() {
  const { data } = useCurrentOrder();
  const territory =
    data?.questionnaire?.businessInformation?.fiscalTerritory ?? FiscalTerritory.UNSPECIFIED;
  if (data?.order && isTerritoryNotServed(data.order.status, territory)) {
    return <TerritoryNotServedLayout />;
  }
  return (
    <SpanishDashboardLayout>
      <Outlet />
    </SpanishDashboardLayout>
  );
}
