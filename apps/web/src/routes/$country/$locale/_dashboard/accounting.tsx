import { createFileRoute, notFound } from '@tanstack/react-router';
import { AccountingPage } from '../../../../features/accounting/index.js';

export const Route = createFileRoute('/$country/$locale/_dashboard/accounting')({
  beforeLoad: ({ params }) => {
    if (params.country !== 'es') throw notFound();
  },
  component: AccountingPage,
});
