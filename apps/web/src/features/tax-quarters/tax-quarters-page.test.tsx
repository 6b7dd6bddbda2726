import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  CountryCode,
  LegalForm,
  OrderStatus,
  TaxForm,
  TaxQuarterService,
  type GetQuarterlyFiguresResponseSchema,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInArea } from '../../testing/render-in-area.js';
import { TaxQuartersPage } from './tax-quarters-page.js';

type Figures = MessageInitShape<typeof GetQuarterlyFiguresResponseSchema>;

const DEADLINES = [
  { year: 2026, quarter: 1, deadline: '2026-04-20' },
  { year: 2026, quarter: 2, deadline: '2026-07-20' },
  { year: 2026, quarter: 3, deadline: '2026-10-20' },
  { year: 2026, quarter: 4, deadline: '2027-02-01' },
];

function figuresOf(year: number, quarter: number): Figures {
  return {
    year,
    quarter,
    periodStart: `${year}-10-01`,
    periodEnd: `${year}-12-31`,
    deadline: DEADLINES[quarter - 1]!.deadline,
    invoiceCount: 2,
    expenseCount: 1,
    vatResult: quarter === 4 ? 161_40n : -210_00n,
    instalmentPayment: 2_90n,
    deadlines: DEADLINES,
    boxes: [
      { form: TaxForm.TAX_FORM_303, box: '07', key: 'outputBase', rate: 0.21, amount: 1_000_00n },
      { form: TaxForm.TAX_FORM_303, box: '09', key: 'outputTax', rate: 0.21, amount: 210_00n },
      { form: TaxForm.TAX_FORM_303, box: '46', key: 'vatResult', amount: 161_40n },
      { form: TaxForm.TAX_FORM_130, box: '01', key: 'income', amount: 918_00n },
      { form: TaxForm.TAX_FORM_130, box: '', key: 'payment', amount: 2_90n },
    ],
  };
}

function renderPage(path = '/es/en-gb/accounting/quarters') {
  return renderInArea(TaxQuartersPage, {
    path,
    order: {
      order: {
        status: OrderStatus.COMPLETED,
        legalForm: LegalForm.AUTONOMO,
        countryCode: CountryCode.ES,
      },
    },
    account: { id: 'account-1' },
    server: {
      taxQuarter: {
        getQuarterlyFigures: (request) => figuresOf(request.year || 2026, request.quarter || 4),
        exportQuarterlyFigures: () => ({ content: new Uint8Array([65]), fileName: 'x.csv' }),
      },
    },
  });
}

afterEach(cleanup);

describe('quarterly figures page', () => {
  it('says the figures are prepared, not filed, and opens on the quarter filed next', async () => {
    const view = renderPage();
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      expect.stringContaining('Prepared, not filed'),
    );
    expect(view.requestsOf(TaxQuarterService.method.getQuarterlyFigures)[0]).toMatchObject({
      accountId: 'account-1',
      year: 0,
      quarter: 0,
    });
    expect(screen.getByRole('button', { name: /Q4/, pressed: true })).toBeTruthy();
    expect(screen.getByText('File by 01/02/2027')).toBeTruthy();
  });

  it('shows each form’s boxes with their amounts and the results', async () => {
    renderPage();
    const vat = await screen.findByRole('table', { name: 'Modelo 303: IVA' });
    const row = within(vat).getByRole('row', { name: /IVA charged: tax at 21%/ });
    expect(row.textContent).toContain('09');
    expect(row.textContent).toContain('€210.00');
    expect(screen.getByText(/IVA result of the quarter · To pay/)).toBeTruthy();
    const instalment = screen.getByRole('table', { name: 'Modelo 130: income-tax instalment' });
    expect(
      within(instalment).getByRole('row', { name: /To pay \(never below zero\)/ }).textContent,
    ).toContain('—');
  });

  it('asks for another quarter when one is chosen, with its deadline beside it', async () => {
    const view = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Q2.*due 20\/07\/2026/ }));
    expect(await screen.findByText('File by 20/07/2026')).toBeTruthy();
    expect(view.requestsOf(TaxQuarterService.method.getQuarterlyFigures).at(-1)).toMatchObject({
      year: 2026,
      quarter: 2,
    });
    expect(screen.getByText(/To carry forward or reclaim/)).toBeTruthy();
  });

  it('downloads the CSV of the quarter shown, in the page’s language', async () => {
    const view = renderPage('/es/es-es/accounting/quarters');
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() =>
      expect(view.requestsOf(TaxQuarterService.method.exportQuarterlyFigures)).toEqual([
        expect.objectContaining({
          accountId: 'account-1',
          year: 2026,
          quarter: 4,
          locale: 'es-es',
        }),
      ]),
    );
  });
});
