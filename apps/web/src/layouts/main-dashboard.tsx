import { Outlet, useLocation } from '@tanstack/react-router';
import { useArea } from '../app/area/use-area.js';
import { NoOrderScreen } from '../components/no-order-screen.js';
import { MainLayout } from './main-layout.js';

/**
 * The dashboard of the French and UK areas. Someone without an account sees
 * the no-order screen without the navigation, in any area, the settings
 * aside (reached from the avatar menu).
 */
export function MainDashboard() {
  const { account, basePath } = useArea();
  const { pathname } = useLocation();
  if (!account) {
    const onSettings = pathname === `${basePath}/settings`;
    return (
      <MainLayout navigation={false}>{onSettings ? <Outlet /> : <NoOrderScreen />}</MainLayout>
    );
  }
  return (
    <MainLayout>
      <Outlet />
    </MainLayout>
  );
}
