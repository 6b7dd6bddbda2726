import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  CommercialDocumentKind,
  CommercialDocumentService,
  CommercialDocumentStatus,
  CountryCode,
  LegalForm,
  OrderStatus,
  VerifactuSubmissionStatus,
  type CommercialDocumentSchema,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInArea } from '../../../testing/render-in-area.js';
import type { SpanishDocumentsKind } from './spanish-document-counts.js';
import { SpanishDocumentsTab } from './spanish-documents-tab.js';

type DocumentInit = MessageInitShape<typeof CommercialDocumentSchema>;

const ACCOUNT_ID = 'account-es';

function factura(index: number): DocumentInit {
  return {
    id: `factura-${index}`,
    accountId: ACCOUNT_ID,
    kind: CommercialDocumentKind.INVOICE,
    status: CommercialDocumentStatus.ISSUED,
    invoiceNumber: `F-2026-${String(index).padStart(4, '0')}`,
    content: { invoiceDate: '2026-11-02', customer: { companyName: `Cliente ${index} SL` } },
    totalAmount: 121_000n,
    currency: 'EUR',
    verifactu: { status: VerifactuSubmissionStatus.ACCEPTED, cancelled: index === 1 },
  };
}

const QUOTE: DocumentInit = {
  id: 'presupuesto-1',
  accountId: ACCOUNT_ID,
  kind: CommercialDocumentKind.QUOTE,
  status: CommercialDocumentStatus.DRAFT,
  content: { invoiceDate: '2026-11-03', customer: { companyName: 'Editorial Sur SL' } },
  totalAmount: 60_500n,
  currency: 'EUR',
};

function renderTab(kind: SpanishDocumentsKind, documents: DocumentInit[]) {
  return renderInArea(() => <SpanishDocumentsTab kind={kind} />, {
    path: '/es/en-gb/accounting',
    order: {
      order: {
        status: OrderStatus.COMPLETED,
        legalForm: LegalForm.AUTONOMO,
        countryCode: CountryCode.ES,
      },
    },
    account: { id: ACCOUNT_ID },
    flags: [{ name: 'invoice_tool', enabled: true }],
    server: {
      commercialDocument: {
        getMyCommercialDocuments: (request) => ({
          documents: request.accountId === ACCOUNT_ID ? documents : [],
        }),
        cancelCommercialDocument: (request) => ({ document: { id: request.id } }),
        setCommercialDocumentPaid: (request) => ({
          document: { id: request.id, paid: request.paid },
        }),
      },
    },
  });
}

afterEach(cleanup);

describe('the Facturas and Presupuestos tabs of the Área contable', { timeout: 30_000 }, () => {
  it('pages the facturas ten at a time, leaving the presupuestos out', async () => {
    renderTab('facturas', [...Array.from({ length: 12 }, (_, index) => factura(index + 1)), QUOTE]);
    const list = await screen.findByRole('list', {
      name: 'Your quotes, invoices and credit notes',
    });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(list.textContent).not.toContain('Editorial Sur SL');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('freezes an issued factura: no edit nor delete, cancel when it is not cancelled yet', async () => {
    renderTab('facturas', [factura(2), factura(1)]);
    const live = await screen.findByRole('group', { name: 'Actions for Invoice F-2026-0002' });
    expect(within(live).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(live).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(within(live).getByRole('link', { name: /^View/ })).toBeTruthy();
    const cancelled = screen.getByRole('group', { name: 'Actions for Invoice F-2026-0001' });
    expect(within(cancelled).queryByRole('button', { name: /^Cancel as issued/ })).toBeNull();
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  it('cancels a factura issued by mistake after a confirmation', async () => {
    const view = renderTab('facturas', [factura(2)]);
    const actions = await screen.findByRole('group', { name: 'Actions for Invoice F-2026-0002' });
    fireEvent.click(within(actions).getByRole('button', { name: /^Cancel as issued/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this invoice?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the invoice' }));
    await waitFor(() =>
      expect(
        view.requestsOf(CommercialDocumentService.method.cancelCommercialDocument),
      ).toMatchObject([{ id: 'factura-2' }]),
    );
  });

  it('records the paid toggle of an issued factura; a presupuesto has none', async () => {
    const view = renderTab('facturas', [factura(2)]);
    fireEvent.click(await screen.findByRole('switch', { name: 'Paid — Invoice F-2026-0002' }));
    await waitFor(() =>
      expect(
        view.requestsOf(CommercialDocumentService.method.setCommercialDocumentPaid),
      ).toMatchObject([{ id: 'factura-2', paid: true }]),
    );
  });

  it('shows a draft presupuesto with edit and delete, but not yet its conversion', async () => {
    renderTab('presupuestos', [factura(1), QUOTE]);
    const actions = await screen.findByRole('group', {
      name: 'Actions for Quote Editorial Sur SL',
    });
    expect(within(actions).getByRole('link', { name: /^Edit/ })).toBeTruthy();
    expect(within(actions).getByRole('button', { name: /^Delete/ })).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: /^Turn into an invoice/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says there is nothing yet and leads to the first presupuesto', async () => {
    renderTab('presupuestos', [factura(1)]);
    expect(await screen.findByRole('heading', { name: 'No quotes yet' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'New quote' });
    expect(link.getAttribute('href')).toBe('/es/en-gb/accounting/new?kind=quote');
  });
});
