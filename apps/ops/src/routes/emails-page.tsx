import { getRouteApi } from '@tanstack/react-router';
import { EmailsPage } from '../features/emails/index.js';
import { useStillOnPage } from '../hooks/use-still-on-page.js';

const route = getRouteApi('/operator/emails');

export function EmailsRoute() {
  const filters = route.useSearch();
  const stillOnPage = useStillOnPage();
  const navigate = route.useNavigate();
  return (
    <EmailsPage
      filters={filters}
      onFiltersChange={(next) => {
        if (stillOnPage()) void navigate({ search: next, replace: true });
      }}
    />
  );
}
