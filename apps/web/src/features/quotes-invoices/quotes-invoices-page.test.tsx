import type { MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import {
  CommercialDocumentKind,
  CommercialDocumentService,
  CommercialDocumentStatus,
  CountryCode,
  LegalForm,
  OrderStatus,
  type CommercialDocumentSchema,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInArea } from '../../testing/render-in-area.js';
import { QuotesInvoicesPage } from './quotes-invoices-page.js';

type DocumentInit = MessageInitShape<typeof CommercialDocumentSchema>;

const ACCOUNT_ID = 'account-1';

/** How long the creation form (a lazy chunk, a large form) may take to appear on a loaded machine. */
const FORM_LOAD_MS = 10_000;

function findForm() {
  return screen.findByRole('textbox', { name: 'Customer name' }, { timeout: FORM_LOAD_MS });
}

const DRAFT: DocumentInit = {
  id: 'doc-draft',
  accountId: ACCOUNT_ID,
  kind: CommercialDocumentKind.QUOTE,
  status: CommercialDocumentStatus.DRAFT,
  content: { invoiceDate: '2026-11-02', customer: { companyName: 'Atelier Brun' } },
  totalAmount: 150_000n,
  currency: 'EUR',
};

const ISSUED: DocumentInit = {
  id: 'doc-issued',
  accountId: ACCOUNT_ID,
  kind: CommercialDocumentKind.INVOICE,
  status: CommercialDocumentStatus.ISSUED,
  invoiceNumber: 'F-2026-0007',
  content: { invoiceDate: '2026-10-15', customer: { companyName: 'Maison Vert' } },
  totalAmount: 123_456n,
  currency: 'EUR',
};

interface Options {
  documents?: DocumentInit[] | ConnectError;
  problems?: { field: string; reason: string }[];
  /** The seller is a micro-entrepreneur in the VAT franchise. */
  vatExempt?: boolean;
}

function renderPage({ documents = [], problems = [], vatExempt = false }: Options = {}) {
  return renderInArea(QuotesInvoicesPage, {
    path: '/fr/en-gb/quotes-&-invoices',
    order: {
      order: {
        status: OrderStatus.COMPLETED,
        legalForm: LegalForm.SASU,
        countryCode: CountryCode.FR,
      },
    },
    account: { id: ACCOUNT_ID },
    flags: [{ name: 'invoice_tool', enabled: true }],
    server: {
      commercialDocument: {
        getMyCommercialDocuments: () => {
          if (documents instanceof ConnectError) throw documents;
          return { documents };
        },
        getInvoiceSeller: () => ({
          seller: vatExempt
            ? {
                companyName: 'Karim Haddad EI',
                legalForm: 'EI',
                registrationNumber: '732829320',
                register: 'RNE',
                vatExempt: true,
              }
            : { companyName: 'Studio Nord', legalForm: 'SASU', vatNumber: 'FR40123456789' },
          problems,
          currency: 'EUR',
        }),
        getMyInvoiceCustomers: () => ({ customers: [] }),
        createCommercialDocument: (request) => ({
          document: { id: 'doc-new', accountId: request.accountId, content: request.content },
        }),
        deleteCommercialDocument: () => ({}),
      },
    },
  });
}

// The creation form is a lazy chunk of the page: loaded once here, not within a test's time.
// The page is live, as once the app has started in a browser: the editor's preview loads.
beforeAll(() => {
  document.documentElement.dataset.hydrated = '0';
});
beforeAll(() => import('./editor/document-editor.js'), 60_000);

afterEach(cleanup);

describe('quotes page modes (spec 01 §4)', { timeout: 30_000 }, () => {
  it('shows the creation form directly when there is no document', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'New document' }, { timeout: FORM_LOAD_MS }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Customer name' })).toBeTruthy();
    expect(
      screen.queryByRole('list', { name: 'Your quotes, invoices and credit notes' }),
    ).toBeNull();
  });

  it('lists the documents with number, customer and total, and their badges', async () => {
    renderPage({ documents: [ISSUED, DRAFT] });
    const list = await screen.findByRole('list', {
      name: 'Your quotes, invoices and credit notes',
    });
    const [issued, draft] = within(list).getAllByRole('listitem');
    expect(issued!.textContent).toContain('F-2026-0007');
    expect(issued!.textContent).toContain('Maison Vert');
    expect(issued!.textContent).toContain('€1,234.56');
    expect(issued!.textContent).toContain('Issued');
    expect(draft!.textContent).toContain('Not numbered yet');
    expect(draft!.textContent).toContain('Draft');
    expect(draft!.textContent).toContain('€1,500.00');
  });

  it('offers delete and issue on a draft only, a credit note on an issued invoice only, no conversion of a draft quote', async () => {
    renderPage({ documents: [ISSUED, DRAFT] });
    const issuedActions = await screen.findByRole('group', {
      name: 'Actions for Invoice F-2026-0007',
    });
    const draftActions = screen.getByRole('group', { name: 'Actions for Quote Atelier Brun' });
    expect(within(issuedActions).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(
      within(issuedActions).getByRole('button', { name: /^Create a credit note/ }),
    ).toBeTruthy();
    expect(within(issuedActions).getByRole('link', { name: /^View/ })).toBeTruthy();
    expect(within(draftActions).getByRole('button', { name: /^Delete/ })).toBeTruthy();
    // The server turns an issued quote only into an invoice (DOCUMENT_ACTIONS.convertToInvoice).
    expect(
      within(draftActions).queryByRole('button', { name: /^Turn into an invoice/ }),
    ).toBeNull();
    expect(within(draftActions).getByRole('link', { name: /^Edit/ })).toBeTruthy();
  });

  it('shows a translated failure with a way to try again when the list cannot be loaded', async () => {
    renderPage({ documents: new ConnectError('down', Code.Unavailable) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your documents could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('deleting a draft', () => {
  it('asks first, then deletes the draft named', async () => {
    const view = renderPage({ documents: [DRAFT] });
    const actions = await screen.findByRole('group', { name: 'Actions for Quote Atelier Brun' });
    fireEvent.click(within(actions).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(view.requestsOf(CommercialDocumentService.method.deleteCommercialDocument)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        view.requestsOf(CommercialDocumentService.method.deleteCommercialDocument).map((r) => r.id),
      ).toEqual(['doc-draft']),
    );
  });
});

describe('the creation form', { timeout: 30_000 }, () => {
  function type(name: string, value: string) {
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  }

  it('sends rates as fractions, money as exact minor units and no due date unless asked', async () => {
    const view = renderPage();
    await findForm();
    type('Customer name', 'Maison Vert');
    type('Description', 'Brand workshop');
    type('Quantity', '2,5');
    type('Unit price excl. VAT', '1 234,56');
    type('Discount (%)', '10');
    type('VAT rate (%)', '5,5');
    type('Late-payment interest rate (%)', '12.15');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Payment due date' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(
        view.requestsOf(CommercialDocumentService.method.createCommercialDocument),
      ).toHaveLength(1),
    );
    const [request] = view.requestsOf(CommercialDocumentService.method.createCommercialDocument);
    expect(request!.accountId).toBe(ACCOUNT_ID);
    const content = request!.content!;
    expect(content.kind).toBe(CommercialDocumentKind.INVOICE);
    expect(content.hasDueDate).toBe(false);
    expect(content.dueDate).toBe('');
    expect(content.taxRate).toBe(0.055);
    expect(content.delayedInterestRate).toBe(0.1215);
    expect(content.customer?.companyName).toBe('Maison Vert');
    expect(content.lineItems).toHaveLength(1);
    const [line] = content.lineItems;
    expect(line!.description).toBe('Brand workshop');
    expect(line!.quantity).toBe(2.5);
    expect(line!.unitPrice).toBe(123_456n);
    expect(line!.discountRate).toBe(0.1);
    expect(line!.taxRate).toBeUndefined();
    expect(content.logo).toBeUndefined();
  });

  it('sends the due date when it is asked for', async () => {
    const view = renderPage();
    await findForm();
    type('Customer name', 'Maison Vert');
    type('Description', 'Audit');
    type('Unit price excl. VAT', '100');
    const invoiceDate = screen.getByLabelText('Date') as HTMLInputElement;
    fireEvent.change(invoiceDate, { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-12-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(
        view.requestsOf(CommercialDocumentService.method.createCommercialDocument),
      ).toHaveLength(1),
    );
    const [request] = view.requestsOf(CommercialDocumentService.method.createCommercialDocument);
    expect(request!.content!.hasDueDate).toBe(true);
    expect(request!.content!.dueDate).toBe('2026-12-02');
  });

  it('refuses to send, and says why next to the field, when a value cannot be read', async () => {
    const view = renderPage();
    await findForm();
    type('Description', 'Audit');
    type('Unit price excl. VAT', '12.345');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const price = screen.getByRole('textbox', { name: 'Unit price excl. VAT' });
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = price.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ').at(-1)!)?.textContent).toBe(
      'Enter an amount, with two decimals at most',
    );
    expect(
      screen.getByRole('textbox', { name: 'Customer name' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(view.requestsOf(CommercialDocumentService.method.createCommercialDocument)).toEqual([]);
  });

  it('previews the lines, the VAT per rate and the totals as they are typed', async () => {
    renderPage();
    await findForm();
    type('Description', 'Workshop');
    type('Quantity', '3');
    type('Unit price excl. VAT', '33.33');
    const preview = screen.getByRole('region', { name: 'Preview of the document' });
    await waitFor(() =>
      expect(within(preview).getByTestId('preview-total').textContent).toBe('€119.99'),
    );
    expect(preview.textContent).toContain('VAT 20% on €99.99');
  });

  it('prints the VAT franchise mention, and no VAT, for a micro-entrepreneur', async () => {
    renderPage({ vatExempt: true });
    await findForm();
    type('Description', 'Workshop');
    type('Unit price excl. VAT', '100');
    const preview = screen.getByRole('region', { name: 'Preview of the document' });
    const mentions = await within(preview).findByRole('list', { name: 'Mentions' });
    expect(mentions.textContent).toContain('TVA non applicable, art. 293 B du CGI');
    expect(within(preview).getByTestId('preview-total').textContent).toBe('€100.00');
    expect(preview.textContent).not.toContain('Total VAT');
  });

  it('lists what blocks issuing and keeps Issue disabled', async () => {
    renderPage({ problems: [{ field: 'seller.registration_number', reason: 'missing' }] });
    expect(
      await screen.findByText('Your SIREN or company number: missing', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Issue' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
