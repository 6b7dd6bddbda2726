import { CountryCode, LegalForm, OrderStatus, WaitingOn } from '@foundly/proto';
import { Button, SelectField, TextField } from '@foundly/ui';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { useDebouncedValue } from '../../hooks/use-debounced-value.js';
import { listEnumNames } from '../../lib/enums.js';
import { WAITING_ON_BANK, type OrderFilters } from './order-filters.js';

const SEARCH_DEBOUNCE_MS = 300;

const SELECTS = [
  { name: 'country', label: 'orders.filters.country', values: CountryCode, namespace: 'countries' },
  { name: 'status', label: 'orders.filters.status', values: OrderStatus, namespace: 'statuses' },
  {
    name: 'legalForm',
    label: 'orders.filters.legalForm',
    values: LegalForm,
    namespace: 'legalForms',
  },
  {
    name: 'waitingOn',
    label: 'orders.filters.waitingOn',
    values: WaitingOn,
    namespace: 'waitingOn',
  },
] as const;

/** The files list's filters; the search box applies 300 ms after the last key. */
export function OrdersFiltersForm({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange(next: OrderFilters): void;
}) {
  const { t, tDynamic } = useI18n();
  const [query, setQuery] = useState(filters.q ?? '');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);

  // Only a new debounced text is applied: clearing the filters must not bring back the old one.
  const appliedQuery = useRef(debouncedQuery);
  useEffect(() => {
    if (debouncedQuery === appliedQuery.current) return;
    appliedQuery.current = debouncedQuery;
    const next = debouncedQuery.trim() ? debouncedQuery : undefined;
    if (next !== filters.q) onChange({ ...filters, q: next });
  }, [debouncedQuery, filters, onChange]);

  const hasFilters = Object.values(filters).some((value) => value !== undefined);

  return (
    <form
      role="search"
      aria-label={t('orders.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(4,1fr)_auto] lg:items-end"
    >
      <TextField
        type="search"
        label={t('orders.filters.search')}
        placeholder={t('orders.filters.searchHint')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {SELECTS.map((select) => (
        <SelectField
          key={select.name}
          label={t(select.label)}
          value={filters[select.name] ?? ''}
          onChange={(event) =>
            onChange({ ...filters, [select.name]: event.target.value || undefined })
          }
        >
          <option value="">{t('common.any')}</option>
          {listEnumNames(select.values).map((name) => (
            <option key={name} value={name}>
              {tDynamic(`${select.namespace}.${name}`, name)}
            </option>
          ))}
          {select.name === 'waitingOn' && (
            <option value={WAITING_ON_BANK}>{t('orders.filters.waitingOnBank')}</option>
          )}
        </SelectField>
      ))}
      <Button
        variant="ghost"
        disabled={!hasFilters}
        onClick={() => {
          setQuery('');
          onChange({});
        }}
      >
        {t('orders.filters.clear')}
      </Button>
    </form>
  );
}
