import { getRouteApi } from '@tanstack/react-router';
import { InboxPage } from '../features/inbox/index.js';
import { useStillOnPage } from '../hooks/use-still-on-page.js';

const route = getRouteApi('/operator/inbox');

export function InboxRoute() {
  const search = route.useSearch();
  const stillOnPage = useStillOnPage();
  const navigate = route.useNavigate();
  return (
    <InboxPage
      search={search}
      onSearchChange={(next) => {
        if (stillOnPage()) void navigate({ search: next, replace: true });
      }}
    />
  );
}
