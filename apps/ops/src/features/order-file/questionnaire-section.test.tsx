import {
  CountryCode,
  LegalForm,
  Mutual,
  OrderStatus,
  StatusActor,
  YesNo,
  type StatusChange,
  type StatusChangeSchema,
} from '@foundly/proto';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.js';

const ORDER_ID = '0f5d3a52-8d7b-4b0e-9a43-6a3e4e2d1c11';

describe('the file page’s questionnaire section', () => {
  afterEach(cleanup);

  it('names a Spanish founder’s mutual by its own name, as the founder saw it', async () => {
    renderApp(`/ops/orders/${ORDER_ID}`, {
      getOrderFile: () => ({
        order: {
          id: ORDER_ID,
          status: OrderStatus.QUESTIONNAIRE_RECEIVED,
          countryCode: CountryCode.ES,
          legalForm: LegalForm.AUTONOMO,
        },
        customer: { name: 'Lucía Navarro', email: 'lucia@example.com' },
        questionnaire: {
          businessInformation: {
            hasMutualInsurance: YesNo.TRUE,
            mutualSelection: Mutual.FRATERNIDAD_MUPRESPA,
          },
        },
      }),
    });

    expect(await screen.findByText('Fraternidad-Muprespa')).toBeTruthy();
    expect(screen.getByText('Mutua')).toBeTruthy();
  });
});

describe('the file page’s questionnaire section of a UK company', () => {
  afterEach(cleanup);

  it('shows the application to register with each director’s personal code', async () => {
    renderApp(`/ops/orders/${ORDER_ID}`, {
      getOrderFile: () => ({
        order: {
          id: ORDER_ID,
          status: OrderStatus.QUESTIONNAIRE_RECEIVED,
          countryCode: CountryCode.UK,
          legalForm: LegalForm.LTD,
        },
        customer: { name: 'Alice Smith', email: 'alice@example.com' },
        questionnaire: {
          ukIncorporation: {
            company: { companyName: 'Acme Widgets Ltd' },
            directors: { directors: [{ firstName: 'Alice', personalCode: 'FT5-15ED-7JY5' }] },
          },
        },
      }),
    });

    expect(await screen.findByText('Application to register (IN01)')).toBeTruthy();
    expect(screen.getByText('FT5-15ED-7JY5')).toBeTruthy();
  });
});

/** A French file whose questionnaire is 86 % answered by its steps (the signature ones still open). */
function frenchFile(
  status: OrderStatus,
  statusChanges: MessageInitShape<typeof StatusChangeSchema>[] = [],
) {
  return () => ({
    order: {
      id: ORDER_ID,
      status,
      countryCode: CountryCode.FR,
      legalForm: LegalForm.SASU,
      companyName: 'Atelier Lune',
    },
    customer: { name: 'Camille Martin', email: 'camille@example.com' },
    progress: { percentage: 86 },
    statusChanges,
  });
}

const change = (from: OrderStatus, to: OrderStatus, actor = StatusActor.FOUNDER) => ({
  id: `${from}-${to}`,
  fromStatus: from,
  toStatus: to,
  actor,
  createdAt: 1_750_000_000n,
});

describe('the questionnaire’s progress in the back-office', () => {
  afterEach(cleanup);

  it.each([
    ['waiting for the signature', OrderStatus.WAITING_ESIGNATURE, []],
    ['under review', OrderStatus.PROCESSING_QUESTIONNAIRE, []],
    [
      'cancelled after it was sent',
      OrderStatus.CANCELED,
      [
        change(OrderStatus.WAITING_QUESTIONS, OrderStatus.WAITING_ESIGNATURE),
        change(OrderStatus.WAITING_ESIGNATURE, OrderStatus.CANCELED, StatusActor.OPERATOR),
      ],
    ],
  ] satisfies [string, OrderStatus, Partial<StatusChange>[]][])(
    'says a questionnaire %s was sent and is complete, whatever its steps say',
    async (_what, status, changes) => {
      renderApp(`/ops/orders/${ORDER_ID}`, { getOrderFile: frenchFile(status, changes) });
      expect(await screen.findByText('Sent by the founder')).toBeTruthy();
      expect(screen.queryByText('Progress: 86 %')).toBeNull();
      expect(
        screen
          .getByRole('progressbar', { name: 'Questionnaire progress' })
          .getAttribute('aria-valuenow'),
      ).toBe('100');
    },
  );

  it.each([
    ['being filled in', OrderStatus.WAITING_QUESTIONS, []],
    [
      'cancelled before it was sent',
      OrderStatus.CANCELED,
      [change(OrderStatus.WAITING_QUESTIONS, OrderStatus.CANCELED, StatusActor.OPERATOR)],
    ],
  ] satisfies [string, OrderStatus, Partial<StatusChange>[]][])(
    'shows the progress of a questionnaire %s',
    async (_what, status, changes) => {
      renderApp(`/ops/orders/${ORDER_ID}`, { getOrderFile: frenchFile(status, changes) });
      expect(await screen.findByText('Progress: 86 %')).toBeTruthy();
      expect(screen.queryByText('Sent by the founder')).toBeNull();
    },
  );
});
