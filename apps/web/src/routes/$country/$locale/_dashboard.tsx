import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { NoOrderScreen } from '../../../components/no-order-screen.js';
import { useArea } from '../../../hooks/use-area.js';
import { MainLayout } from '../../../layouts/main-layout.js';
import { SpanishDashboardLayout } from '../../../layouts/spanish-dashboard-layout.js';

/** The dashboard pages of an area: the Spanish layout for Spain, the main layout otherwise. */
export const Route = createFileRoute('/$country/$locale/_dashboard')({
  component: DashboardLayout,
});

function DashboardLayout() {
  const { prefix, account, basePath } = useArea();
  const { pathname } = useLocation();
  if (!account) {
    return (
      <MainLayout navigation={false}>
        {pathname === `${basePath}/settings` ? <Outlet /> : <NoOrderScreen />}
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
