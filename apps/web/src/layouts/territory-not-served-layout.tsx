import { Outlet, useLocation } from '@tanstack/react-router';
import { areaPath, useArea } from '../app/area/use-area.js';
import { FiscalTerritoryThanks } from '../components/fiscal-territory-thanks.js';
import { MainLayout } from './main-layout.js';

/**
 * 'Datos recibidos' without the navigation, with the way back to the region
 * question, for a Spanish draft the dashboard does not serve; the settings
 * stay within reach (from the avatar menu).
 */
export function TerritoryNotServedLayout() {
  const { basePath } = useArea();
  const { pathname } = useLocation();
  return (
    <MainLayout navigation={false}>
      {pathname === `${basePath}/settings` ? (
        <Outlet />
      ) : (
        <FiscalTerritoryThanks
          changeRegionPath={areaPath(basePath, '/funnel/pre-payment/fiscal-territory')}
        />
      )}
    </MainLayout>
  );
}
