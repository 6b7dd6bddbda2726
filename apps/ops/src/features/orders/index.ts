export { OrdersPage } from './orders-page.js';
export { parseOrderFilters, type OrderFilters } from './order-filters.js';
