import { isSpanishCompanyForm } from '@foundly/domain';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { CalendarPage } from '../../../../features/calendar/index.js';
import { orderQuery } from '../../../../features/order/api/order-query.js';

/**
 * The autónomo's tax calendar (modelo 130, RETA...): Spain only. An SL's or SA's founder has
 * none of those obligations and no company calendar yet, so their address for it leads to their
 * hub (docs/company-formation.md), on the server as in the browser.
 */
export const Route = createFileRoute('/$country/$locale/_dashboard/calendar')({
  beforeLoad: async ({ params, context }) => {
    if (params.country !== 'es') throw notFound();
    if (context.area.kind !== 'ready') return;
    const { order } = await context.queryClient.ensureQueryData(
      orderQuery(context.transport, context.area.account.orderId),
    );
    if (order && isSpanishCompanyForm(order.legalForm)) {
      throw redirect({ href: `/${params.country}/${params.locale}` });
    }
  },
  component: CalendarPage,
});
