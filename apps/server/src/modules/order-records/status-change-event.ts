import type { OrderRow } from './orders.repository.js';
import type { StatusChangeRow } from './status-changes.repository.js';

/** What happened when an order changed status, handed to every status listener. */
export interface StatusChangeEvent {
  order: OrderRow;
  change: StatusChangeRow;
}
