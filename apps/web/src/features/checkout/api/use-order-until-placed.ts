import { OrderStatus } from '@foundly/proto';
import { useCurrentOrder } from '../../order/api/current-order.js';

/** The order is polled every second after payment until it is PLACED (spec 01 §9, spec 02 §9). */
export const ORDER_POLL_INTERVAL_MS = 1000;

/** The current order, asked again every second until the payment's webhook has placed it. */
export function useOrderUntilPlaced(enabled: boolean) {
  return useCurrentOrder({
    enabled,
    refetchInterval: (query) =>
      query.state.data?.order?.status === OrderStatus.PLACED ? false : ORDER_POLL_INTERVAL_MS,
  });
}
