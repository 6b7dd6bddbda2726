import { createFileRoute, notFound } from '@tanstack/react-router';
import { BusinessAccountPage } from '../../../../features/business-account/index.js';

/** The business bank account of a French micro-entreprise (spec 01 §2). */
export const Route = createFileRoute('/$country/$locale/_dashboard/my-account')({
  beforeLoad: ({ params }) => {
    if (params.country !== 'fr') throw notFound();
  },
  component: BusinessAccountPage,
});
