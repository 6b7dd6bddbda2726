import { createFileRoute, notFound } from '@tanstack/react-router';
import { CapitalDepositPage } from '../../../../features/capital-deposit/index.js';

export const Route = createFileRoute('/$country/$locale/_dashboard/capital-deposit')({
  beforeLoad: ({ params }) => {
    if (params.country !== 'fr') throw notFound();
  },
  component: CapitalDepositPage,
});
