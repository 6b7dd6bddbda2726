import { createFileRoute, notFound } from '@tanstack/react-router';
import { TaxQuartersPage } from '../../../../features/tax-quarters/index.js';

export const Route = createFileRoute('/$country/$locale/_dashboard/accounting_/quarters')({
  beforeLoad: ({ params }) => {
    if (params.country !== 'es') throw notFound();
  },
  component: TaxQuartersPage,
});
