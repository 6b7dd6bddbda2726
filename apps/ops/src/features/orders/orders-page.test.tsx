import { CountryCode, OrderStatus, WaitingOn, type ListOrdersRequest } from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.js';

function renderFilesList(path: string) {
  const requests: ListOrdersRequest[] = [];
  const app = renderApp(path, {
    listOrders: (request) => {
      requests.push(request);
      return {
        total: 1,
        orders: [
          {
            id: 'order-1',
            customerName: 'Lucía García',
            customerEmail: 'lucia@example.com',
            countryCode: CountryCode.ES,
            status: OrderStatus.PLACED,
            waitingOn: WaitingOn.FOUNDER,
            updatedAt: 1_750_000_000n,
          },
        ],
      };
    },
  });
  return { ...app, requests };
}

describe('the files list', () => {
  afterEach(cleanup);

  it('reads its filters from the URL', async () => {
    const { requests } = renderFilesList('/ops/?status=PLACED&q=garcia');
    expect(await screen.findByRole('link', { name: 'Lucía García' })).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('PLACED');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('garcia');
    expect(requests[0]).toMatchObject({ status: OrderStatus.PLACED, query: 'garcia' });
  });

  it('puts the chosen filters and the debounced search into the URL', async () => {
    const { router, requests } = renderFilesList('/ops/');
    await screen.findByRole('link', { name: 'Lucía García' });

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'ES' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'ES' }));
    await waitFor(() => expect(requests.at(-1)?.countryCode).toBe(CountryCode.ES));

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'lucia' } });
    expect(router.state.location.search).toEqual({ country: 'ES' });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ country: 'ES', q: 'lucia' }),
    );
    expect(router.state.location.href).toBe('/?country=ES&q=lucia');
    await waitFor(() => expect(requests.at(-1)?.query).toBe('lucia'));
  });

  it('lists the files waiting on the bank, as a choice of “Waiting on”', async () => {
    const { router, requests } = renderFilesList('/ops/');
    await screen.findByRole('link', { name: 'Lucía García' });

    fireEvent.change(screen.getByLabelText('Waiting on'), { target: { value: 'BANK' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ waitingOn: 'BANK' }));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        waitingOn: WaitingOn.UNSPECIFIED,
        waitingOnBank: true,
      }),
    );
    expect((screen.getByRole('option', { name: 'The bank' }) as HTMLOptionElement).selected).toBe(
      true,
    );
  });
});
