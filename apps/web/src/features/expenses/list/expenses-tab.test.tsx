import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  CountryCode,
  ExpenseService,
  ExpenseSource,
  LegalForm,
  OrderStatus,
  type ExpenseSchema,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInArea } from '../../../testing/render-in-area.js';
import { ExpensesTab } from './expenses-tab.js';

type ExpenseInit = MessageInitShape<typeof ExpenseSchema>;

const ACCOUNT_ID = 'account-es';

const TICKET: ExpenseInit = {
  id: 'gasto-ticket',
  accountId: ACCOUNT_ID,
  source: ExpenseSource.FILE,
  paid: false,
  fileName: 'ticket.png',
  fields: {
    supplierNif: 'B86561412',
    supplierName: 'Cafetería La Plaza SL',
    number: 'T-2026/000457',
    date: '2026-02-05',
    base: 38_18n,
    ivaRate: 0.1,
    iva: 3_82n,
    total: 42_00n,
    deductibleShare: 1,
  },
};

const BY_HAND: ExpenseInit = {
  id: 'gasto-hand',
  accountId: ACCOUNT_ID,
  source: ExpenseSource.MANUAL,
  paid: true,
  fields: { ...TICKET.fields, supplierName: 'Papelería Central SL', number: 'A-118' },
};

function renderTab(expenses: ExpenseInit[], totalPages = 1, readOnly = false) {
  return renderInArea(() => <ExpensesTab readOnly={readOnly} />, {
    path: '/es/en-gb/accounting',
    order: {
      order: {
        status: OrderStatus.COMPLETED,
        legalForm: LegalForm.AUTONOMO,
        countryCode: CountryCode.ES,
      },
    },
    account: { id: ACCOUNT_ID },
    server: {
      expense: {
        listExpenses: (request) => ({
          expenses,
          page: Math.max(request.page, 1),
          totalPages,
          totalCount: expenses.length,
        }),
        setExpensePaid: (request) => ({ expense: { ...TICKET, paid: request.paid } }),
        deleteExpense: () => ({}),
      },
    },
  });
}

afterEach(cleanup);

describe('the Gastos tab of the Área contable', { timeout: 30_000 }, () => {
  it('lists supplier, number, date, origin, paid and total', async () => {
    renderTab([TICKET, BY_HAND]);
    const list = await screen.findByRole('list', { name: 'Expenses' });
    const [ticket, byHand] = within(list).getAllByRole('listitem');
    expect(ticket!.textContent).toContain('Cafetería La Plaza SL');
    expect(ticket!.textContent).toContain('T-2026/000457');
    expect(ticket!.textContent).toContain('5 Feb 2026');
    expect(ticket!.textContent).toContain('Imported');
    expect(ticket!.textContent).toContain('€42.00');
    expect(byHand!.textContent).toContain('Created here');
    const paid = within(byHand!).getByRole('switch') as HTMLInputElement;
    expect(paid.checked).toBe(true);
    expect(within(byHand!).queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(within(ticket!).getByRole('button', { name: /^Download/ })).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('records the paid toggle', async () => {
    const view = renderTab([TICKET]);
    fireEvent.click(await screen.findByRole('switch', { name: /^Paid/ }));
    await waitFor(() =>
      expect(view.requestsOf(ExpenseService.method.setExpensePaid)).toMatchObject([
        { id: 'gasto-ticket', paid: true },
      ]),
    );
  });

  it('deletes a gasto after a confirmation', async () => {
    const view = renderTab([TICKET]);
    fireEvent.click(await screen.findByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this expense?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(view.requestsOf(ExpenseService.method.deleteExpense)).toMatchObject([
        { id: 'gasto-ticket' },
      ]),
    );
  });

  it('says there is nothing yet and leads to the first gasto', async () => {
    renderTab([]);
    expect(await screen.findByRole('heading', { name: 'No expenses yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New expense' }).getAttribute('href')).toBe(
      '/es/en-gb/accounting/expenses/new',
    );
  });

  it('on a plan that ended: the rows and the ticket download, no new, edit, delete nor toggle', async () => {
    renderTab([TICKET], 1, true);
    const list = await screen.findByRole('list', { name: 'Expenses' });
    const [ticket] = within(list).getAllByRole('listitem');
    expect(within(ticket!).getByRole('button', { name: /^Download/ })).toBeTruthy();
    expect(within(ticket!).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(within(ticket!).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect((within(ticket!).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'New expense' })).toBeNull();
  });
});
