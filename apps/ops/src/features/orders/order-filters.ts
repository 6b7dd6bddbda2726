import {
  CountryCode,
  LegalForm,
  OrderStatus,
  WaitingOn,
  type ListOrdersRequest,
} from '@foundly/proto';
import { parseEnumName } from '../../lib/enums.js';

/** The files list's filters as they stand in the URL: enum names and the search text. */
export interface OrderFilters {
  country?: string | undefined;
  status?: string | undefined;
  legalForm?: string | undefined;
  waitingOn?: string | undefined;
  q?: string | undefined;
}

const MAX_QUERY_LENGTH = 200;

/**
 * The "waiting on" filter's extra choice: the files waiting on the bank for
 * their capital deposit (ListOrders' `waiting_on_bank`), beside WaitingOn's values.
 */
export const WAITING_ON_BANK = 'BANK';

function keepName(enumObject: Record<string, string | number>, value: unknown) {
  return parseEnumName(enumObject, value) === undefined ? undefined : (value as string);
}

/** Keeps the filters of a URL that name a known value; drops the rest. */
export function parseOrderFilters(search: Record<string, unknown>): OrderFilters {
  const q = typeof search.q === 'string' ? search.q.slice(0, MAX_QUERY_LENGTH) : undefined;
  return {
    country: keepName(CountryCode, search.country),
    status: keepName(OrderStatus, search.status),
    legalForm: keepName(LegalForm, search.legalForm),
    waitingOn:
      search.waitingOn === WAITING_ON_BANK
        ? WAITING_ON_BANK
        : keepName(WaitingOn, search.waitingOn),
    q: q?.trim() ? q : undefined,
  };
}

/** The ListOrders filters of the URL's ones (unspecified means any). */
export function toListOrdersFilters(
  filters: OrderFilters,
): Pick<
  ListOrdersRequest,
  'countryCode' | 'status' | 'legalForm' | 'waitingOn' | 'waitingOnBank' | 'query'
> {
  return {
    countryCode: parseEnumName(CountryCode, filters.country) ?? CountryCode.UNSPECIFIED,
    status: parseEnumName(OrderStatus, filters.status) ?? OrderStatus.UNSPECIFIED,
    legalForm: parseEnumName(LegalForm, filters.legalForm) ?? LegalForm.UNSPECIFIED,
    waitingOn: parseEnumName(WaitingOn, filters.waitingOn) ?? WaitingOn.UNSPECIFIED,
    waitingOnBank: filters.waitingOn === WAITING_ON_BANK,
    query: filters.q?.trim() ?? '',
  };
}
