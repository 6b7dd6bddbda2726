import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '../../../layouts/dashboard-layout.js';

/** The dashboard pages of an area, in the area's layout. */
export const Route = createFileRoute('/$country/$locale/_dashboard')({
  component: DashboardLayout,
});
