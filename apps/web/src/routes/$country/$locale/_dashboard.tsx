import { createFileRoute } from '@tanstack/react-router';
import { isPageLive } from '../../../app/ssr/is-page-live.js';
import { DashboardLayout, dashboardLayout } from '../../../layouts/dashboard-layout.js';

/** The dashboard pages of an area, in the area's layout (a chunk per layout). */
export const Route = createFileRoute('/$country/$locale/_dashboard')({
  loader: async ({ context, params }) => {
    const layout = dashboardLayout(params.country, context.area.kind === 'ready');
    if (!isPageLive()) await layout;
  },
  component: DashboardLayout,
});
