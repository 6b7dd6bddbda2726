import { createRoute } from '@tanstack/react-router';
import { OrdersPage, parseOrderFilters, type OrderFilters } from '../features/orders/index.js';
import { useStillOnPage } from '../hooks/use-still-on-page.js';
import { operatorRoute } from './operator.js';

export const ordersRoute = createRoute({
  getParentRoute: () => operatorRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): OrderFilters => parseOrderFilters(search),
  component: OrdersRoute,
});

function OrdersRoute() {
  const filters = ordersRoute.useSearch();
  const stillOnPage = useStillOnPage();
  const navigate = ordersRoute.useNavigate();
  return (
    <OrdersPage
      filters={filters}
      onFiltersChange={(next) => {
        if (stillOnPage()) void navigate({ search: next, replace: true });
      }}
    />
  );
}
