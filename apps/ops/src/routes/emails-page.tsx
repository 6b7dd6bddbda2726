import { getRouteApi } from '@tanstack/react-router';
import { EmailsPage } from '../features/emails/index.js';

const route = getRouteApi('/operator/emails');

export function EmailsRoute() {
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <EmailsPage
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
