import { createFileRoute, notFound } from '@tanstack/react-router';
import { useArea } from '../../../../app/area/use-area.js';
import { AccountingPage, toAccountingTab } from '../../../../features/accounting/index.js';
import { ExpensesTab, useExpenseCount } from '../../../../features/expenses/index.js';
import {
  SpanishDocumentsTab,
  useSpanishDocumentCounts,
} from '../../../../features/quotes-invoices/list/spanish-documents-tab.js';

/**
 * The Spanish Área contable (spec 02 §2): the facturas and presupuestos of the invoicing
 * engine and the gastos, each in its tab (`?tab=`), with their counts.
 */
export const Route = createFileRoute('/$country/$locale/_dashboard/accounting')({
  validateSearch: (search: Record<string, unknown>) => ({ tab: toAccountingTab(search.tab) }),
  beforeLoad: ({ params }) => {
    if (params.country !== 'es') throw notFound();
  },
  component: function AccountingRoute() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    const accountId = useArea().account?.id ?? '';
    const documents = useSpanishDocumentCounts(accountId);
    const gastos = useExpenseCount(accountId);
    return (
      <AccountingPage
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
        counts={{
          facturas: documents?.facturas,
          gastos,
          presupuestos: documents?.presupuestos,
        }}
      >
        {tab === 'gastos' ? <ExpensesTab /> : <SpanishDocumentsTab key={tab} kind={tab} />}
      </AccountingPage>
    );
  },
});
