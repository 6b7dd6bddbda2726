import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useI18n } from '../../../../../app/i18n/index.js';
import { PageLoader } from '../../../../../components/page-loader.js';
import { FullScreenLayout } from '../../../../../layouts/full-screen-layout.js';

/** The gasto form, a chunk of its own: the Área contable's lists do not need it. */
const ExpenseEditorPage = lazy(() =>
  import('../../../../../features/expenses/editor/expense-editor-page.js').then((module) => ({
    default: module.ExpenseEditorPage,
  })),
);

/**
 * /es/{locale}/accounting/expenses/new and /accounting/expenses/{id}: a gasto entered by hand
 * or from a ticket, in the full-screen view; its back button returns to the Gastos tab.
 */
export const Route = createFileRoute('/$country/$locale/accounting/expenses/$id')({
  beforeLoad: ({ context, params }) => {
    if (params.country !== 'es') throw notFound();
    if (context.area.kind !== 'ready') {
      throw redirect({ href: `/${params.country}/${params.locale}/accounting?tab=gastos` });
    }
  },
  component: function ExpenseRoute() {
    const { t } = useI18n();
    const { country, locale, id } = Route.useParams();
    return (
      <FullScreenLayout
        backTo={`/${country}/${locale}/accounting?tab=gastos`}
        backLabel={t('accounting.back')}
      >
        <Suspense fallback={<PageLoader />}>
          <ExpenseEditorPage expenseId={id} />
        </Suspense>
      </FullScreenLayout>
    );
  },
});
