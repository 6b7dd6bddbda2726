import { isFlagEnabled } from '@foundly/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { QuotesInvoicesPage } from '../../../../features/quotes-invoices/quotes-invoices-page.js';

/** Quotes and invoices of a French or UK company, behind the invoice-tool flag (spec 01 §2, §6). */
export const Route = createFileRoute('/$country/$locale/_dashboard/quotes-&-invoices')({
  beforeLoad: ({ context, params }) => {
    if (params.country === 'es' || !isFlagEnabled(context.area.flags, 'invoice_tool')) {
      throw notFound();
    }
  },
  component: QuotesInvoicesPage,
});
