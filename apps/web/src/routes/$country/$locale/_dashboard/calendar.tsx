import { createFileRoute, notFound } from '@tanstack/react-router';
import { CalendarPage } from '../../../../features/calendar/index.js';

export const Route = createFileRoute('/$country/$locale/_dashboard/calendar')({
  beforeLoad: ({ params }) => {
    if (params.country !== 'es') throw notFound();
  },
  component: CalendarPage,
});
