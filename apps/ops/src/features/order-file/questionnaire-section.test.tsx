import { CountryCode, LegalForm, Mutual, OrderStatus, YesNo } from '@foundly/proto';
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
