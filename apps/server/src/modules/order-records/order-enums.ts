import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import type { CountryCodeName, LegalFormName, OrderStatusName } from '../../db/schema/index.js';
import type { OrderRow } from './orders.repository.js';

/** The status of an order row as the contract's enumeration; UNSPECIFIED for an unknown name. */
export function getOrderStatus(order: Pick<OrderRow, 'status'>): OrderStatus {
  return OrderStatus[order.status] ?? OrderStatus.UNSPECIFIED;
}

// A numeric enum's reverse mapping yields one of its member names; TypeScript types it as any
// string, so each conversion below narrows it once, for every writer of the order row.

/** The name an order status is stored by (e.g. PLACED). */
export function toStatusName(status: OrderStatus): OrderStatusName {
  return OrderStatus[status] as OrderStatusName;
}

/** The name an order's country is stored by (FR, ES, UK). */
export function toCountryCodeName(country: CountryCode): CountryCodeName {
  return CountryCode[country] as CountryCodeName;
}

/** The name an order's legal form is stored by (e.g. SASU). */
export function toLegalFormName(legalForm: LegalForm): LegalFormName {
  return LegalForm[legalForm] as LegalFormName;
}
