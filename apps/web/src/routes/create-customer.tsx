import { createFileRoute } from '@tanstack/react-router';
import { CreateCustomerPage } from '../features/onboarding/index.js';
import { pickStrings } from '../lib/search-params.js';

export const Route = createFileRoute('/create-customer')({
  validateSearch: (search) =>
    pickStrings(search, [
      'country',
      'legal_form',
      'company_name',
      'recommended_activity',
      'product',
    ]),
  component: function CreateCustomerRoute() {
    return <CreateCustomerPage params={Route.useSearch()} />;
  },
});
