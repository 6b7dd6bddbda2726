import { create } from '@bufbuild/protobuf';
import { GetMyOrderResponseSchema, OrderSchema, OrderService, OrderStatus } from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createInMemoryTransport } from '../../../testing/in-memory-transport.js';
import { ORDER_ID, renderInArea } from '../../../testing/render-in-area.js';
import { putOrderInCache, useCurrentOrder, useRefreshOrder } from './current-order.js';
import { orderQuery } from './order-query.js';

function OrderStatusText() {
  const { data } = useCurrentOrder();
  const refresh = useRefreshOrder();
  const queryClient = useQueryClient();
  return (
    <>
      <p>{data?.order ? OrderStatus[data.order.status] : 'loading'}</p>
      <button type="button" onClick={() => void refresh()}>
        Refresh
      </button>
      <button
        type="button"
        onClick={() =>
          putOrderInCache(queryClient, {
            order: create(OrderSchema, { id: ORDER_ID, status: OrderStatus.PLACED }),
          })
        }
      >
        Saved
      </button>
    </>
  );
}

describe('the current order', () => {
  afterEach(cleanup);

  it('is read from the entry the area loader filled, as on a page rendered by the server', async () => {
    const { transport } = createInMemoryTransport({});
    const { requestsOf } = renderInArea(OrderStatusText, {
      path: '/fr/en-gb',
      seedCache: (queryClient) =>
        queryClient.setQueryData(
          orderQuery(transport, ORDER_ID).queryKey,
          create(GetMyOrderResponseSchema, {
            order: { id: ORDER_ID, status: OrderStatus.WAITING_QUESTIONS },
          }),
        ),
    });
    expect(await screen.findByText('WAITING_QUESTIONS')).toBeTruthy();
    expect(requestsOf(OrderService.method.getMyOrder)).toHaveLength(0);
  });

  it('shows what a save answered at once, and asks the server again on a refresh', async () => {
    const { requestsOf } = renderInArea(OrderStatusText, {
      path: '/fr/en-gb',
      order: { order: { status: OrderStatus.DRAFT } },
      strictMode: false,
    });
    await screen.findByText('DRAFT');
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByText('PLACED')).toBeTruthy();
    expect(requestsOf(OrderService.method.getMyOrder)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requestsOf(OrderService.method.getMyOrder)).toHaveLength(2));
    expect(await screen.findByText('DRAFT')).toBeTruthy();
  });
});
