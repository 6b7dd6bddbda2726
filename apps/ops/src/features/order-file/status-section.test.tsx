import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import {
  CountryCode,
  ErrorDetailSchema,
  LegalForm,
  OrderStatus,
  StatusActor,
  type ChangeOrderStatusRequest,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.js';

const ORDER_ID = '5b0c5c1e-7f32-4c55-9a57-1f0f3c7f2a10';

function orderFile(nextStatuses: OrderStatus[]) {
  return {
    order: {
      id: ORDER_ID,
      status: OrderStatus.PROCESSING_QUESTIONNAIRE,
      countryCode: CountryCode.FR,
      legalForm: LegalForm.SASU,
      companyName: 'Atelier Lune',
    },
    customer: { name: 'Camille Martin', email: 'camille@example.com' },
    statusChanges: [
      {
        id: 'change-1',
        fromStatus: OrderStatus.WAITING_QUESTIONS,
        toStatus: OrderStatus.QUESTIONNAIRE_RECEIVED,
        actor: StatusActor.FOUNDER,
        createdAt: 1_750_000_000n,
      },
    ],
    nextStatuses,
  };
}

async function openStatusList() {
  return within(await screen.findByRole('list', { name: 'Move the file to' }));
}

describe('the file page’s status section', () => {
  afterEach(cleanup);

  it('offers exactly the next statuses the server lists, and asks a reason to cancel', async () => {
    const changes: ChangeOrderStatusRequest[] = [];
    renderApp(`/ops/orders/${ORDER_ID}`, {
      getOrderFile: () => orderFile([OrderStatus.QUESTIONNAIRE_APPROVED, OrderStatus.CANCELED]),
      changeOrderStatus: (request) => {
        changes.push(request);
        return {};
      },
    });

    const next = await openStatusList();
    expect(next.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Questionnaire approved',
      'Cancelled',
    ]);

    fireEvent.click(next.getByRole('button', { name: 'Cancelled' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Move the file to “Cancelled”?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('Give the reason for this decision')).toBeTruthy();
    expect(changes).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Reason'), {
      target: { value: 'The founder asked to stop' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toMatchObject({
      orderId: ORDER_ID,
      expectedStatus: OrderStatus.PROCESSING_QUESTIONNAIRE,
      status: OrderStatus.CANCELED,
      reason: 'The founder asked to stop',
    });
  });

  it('says the file changed meanwhile and reloads it when the status moved', async () => {
    let loads = 0;
    renderApp(`/ops/orders/${ORDER_ID}`, {
      getOrderFile: () => {
        loads += 1;
        return orderFile([OrderStatus.QUESTIONNAIRE_APPROVED]);
      },
      changeOrderStatus: () => {
        throw new ConnectError('The file moved', Code.FailedPrecondition, undefined, [
          {
            desc: ErrorDetailSchema,
            value: create(ErrorDetailSchema, { reason: 'STATUS_CHANGED' }),
          },
        ]);
      },
    });

    fireEvent.click(
      (await openStatusList()).getByRole('button', { name: 'Questionnaire approved' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('This file changed meanwhile: reloaded')).toBeTruthy();
    await waitFor(() => expect(loads).toBe(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the timeline’s reasons', () => {
  afterEach(cleanup);

  it('gives an operator’s reason as the reason, a payment id as the payment’s reference, and no machine text', async () => {
    renderApp(`/ops/orders/${ORDER_ID}`, {
      getOrderFile: () => ({
        ...orderFile([]),
        statusChanges: [
          {
            id: 'paid',
            fromStatus: OrderStatus.DRAFT,
            toStatus: OrderStatus.PLACED,
            actor: StatusActor.PAYMENT,
            reason: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
            createdAt: 1_750_000_000n,
          },
          {
            id: 'signed',
            fromStatus: OrderStatus.WAITING_ESIGNATURE,
            toStatus: OrderStatus.PROCESSING_QUESTIONNAIRE,
            actor: StatusActor.SIGNATURE,
            reason: 'signature request 7a8b signed',
            createdAt: 1_750_000_100n,
          },
          {
            id: 'sent-back',
            fromStatus: OrderStatus.PROCESSING_QUESTIONNAIRE,
            toStatus: OrderStatus.WAITING_QUESTIONS,
            actor: StatusActor.OPERATOR,
            actorName: 'Olivia Ops',
            reason: 'The proof of address is unreadable',
            createdAt: 1_750_000_200n,
          },
        ],
      }),
    });

    await screen.findByText('Reason: The proof of address is unreadable');
    expect(screen.queryByText(/^Reason: 3f1c2d4e/)).toBeNull();
    const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
    expect(
      timeline.getByText('Payment reference: 3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'),
    ).toBeTruthy();
    expect(timeline.queryByText(/signature request 7a8b/)).toBeNull();
    expect(timeline.getByText('Reason: The proof of address is unreadable')).toBeTruthy();
  });
});
