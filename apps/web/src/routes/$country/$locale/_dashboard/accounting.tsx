import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useArea } from '../../../../app/area/use-area.js';
import { PageLoader } from '../../../../components/page-loader.js';
import { AccountingPage } from '../../../../features/accounting/index.js';
// The search's check runs in the app's first chunk: it imports the tabs alone, not the page.
import { toAccountingTab } from '../../../../features/accounting/accounting-tabs.js';
import { useExpenseCount } from '../../../../features/expenses/api/use-expense-count.js';
import { useSpanishDocumentCounts } from '../../../../features/quotes-invoices/list/spanish-document-counts.js';
import { ReadOnlyNotice, useIsPlanReadOnly } from '../../../../features/subscription/index.js';

/** Each tab's list, a chunk of its own: the page and its counts show without them. */
const SpanishDocumentsTab = lazy(() =>
  import('../../../../features/quotes-invoices/list/spanish-documents-tab.js').then((module) => ({
    default: module.SpanishDocumentsTab,
  })),
);
const ExpensesTab = lazy(() =>
  import('../../../../features/expenses/index.js').then((module) => ({
    default: module.ExpensesTab,
  })),
);

/**
 * The Spanish Área contable (spec 02 §2): the facturas and presupuestos of the invoicing
 * engine and the gastos, each in its tab (`?tab=`), with their counts; read-only (lists and
 * downloads, no way to create or change) once the plan has ended or is unpaid past its grace.
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
    const readOnly = useIsPlanReadOnly(accountId);
    return (
      <AccountingPage
        notice={readOnly && <ReadOnlyNotice />}
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
        counts={{
          facturas: documents?.facturas,
          gastos,
          presupuestos: documents?.presupuestos,
        }}
      >
        <Suspense fallback={<PageLoader />}>
          {tab === 'gastos' ? (
            <ExpensesTab readOnly={readOnly} />
          ) : (
            <SpanishDocumentsTab key={tab} kind={tab} readOnly={readOnly} />
          )}
        </Suspense>
      </AccountingPage>
    );
  },
});
