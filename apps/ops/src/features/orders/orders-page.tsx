import { useQuery } from '@connectrpc/connect-query';
import { BackofficeService } from '@foundly/proto';
import { Button } from '@foundly/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageLoader } from '../../components/page-loader.js';
import { toListOrdersFilters, type OrderFilters } from './order-filters.js';
import { OrdersFiltersForm } from './orders-filters-form.js';
import { OrdersTable } from './orders-table.js';

const PAGE_SIZE = 50;

/**
 * The files, filtered by the URL's search params. Pages follow the server's
 * tokens: the stack of tokens seen lets "Previous" go back; a change of
 * filters starts again from the first page.
 */
export function OrdersPage({
  filters,
  onFiltersChange,
}: {
  filters: OrderFilters;
  onFiltersChange(next: OrderFilters): void;
}) {
  const { t } = useI18n();
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, tokens: [''] });
  const tokens = paging.filtersKey === filtersKey ? paging.tokens : [''];
  const pageToken = tokens[tokens.length - 1] ?? '';
  const orders = useQuery(
    BackofficeService.method.listOrders,
    { ...toListOrdersFilters(filters), pageSize: PAGE_SIZE, pageToken },
    { placeholderData: keepPreviousData },
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('orders.title')}</h1>
        {orders.data && (
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('orders.total', { count: orders.data.total })}
          </p>
        )}
      </div>
      <OrdersFiltersForm filters={filters} onChange={onFiltersChange} />
      {orders.isPending ? (
        <PageLoader />
      ) : orders.isError ? (
        <ErrorAlert error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState>{t('orders.empty')}</EmptyState>
      ) : (
        <div aria-busy={orders.isPlaceholderData || undefined}>
          <OrdersTable orders={orders.data.orders} />
        </div>
      )}
      {orders.data && (tokens.length > 1 || orders.data.nextPageToken) && (
        <nav
          aria-label={t('orders.pagination.label')}
          className="flex items-center justify-between gap-3"
        >
          <Button
            variant="secondary"
            disabled={tokens.length <= 1}
            onClick={() => setPaging({ filtersKey, tokens: tokens.slice(0, -1) })}
          >
            {t('orders.pagination.previous')}
          </Button>
          <span className="text-sm text-ink-muted">
            {t('orders.pagination.page', { page: tokens.length })}
          </span>
          <Button
            variant="secondary"
            disabled={!orders.data.nextPageToken || orders.isPlaceholderData}
            onClick={() =>
              setPaging({ filtersKey, tokens: [...tokens, orders.data.nextPageToken] })
            }
          >
            {t('orders.pagination.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
