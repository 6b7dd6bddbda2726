import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useI18n } from '../../../../app/i18n/index.js';
import { PageLoader } from '../../../../components/page-loader.js';
import { FullScreenLayout } from '../../../../layouts/full-screen-layout.js';

/** The editor and its preview, a chunk of their own: the Área contable's lists do not need them. */
const DocumentEditorPage = lazy(() =>
  import('../../../../features/quotes-invoices/editor/document-editor-page.js').then((module) => ({
    default: module.DocumentEditorPage,
  })),
);

/**
 * /es/{locale}/accounting/new and /accounting/{id}: a Spanish factura or presupuesto in the
 * full-screen view, the same editor as the French and UK documents with Spain's rules; its
 * back button returns to the Área contable. `?kind=quote` starts a presupuesto.
 */
export const Route = createFileRoute('/$country/$locale/accounting/$id')({
  validateSearch: (search: Record<string, unknown>) =>
    search.kind === 'quote' ? { kind: 'quote' as const } : {},
  beforeLoad: ({ context, params }) => {
    if (params.country !== 'es') throw notFound();
    if (context.area.kind !== 'ready') {
      throw redirect({ href: `/${params.country}/${params.locale}/accounting` });
    }
  },
  component: function SpanishDocumentRoute() {
    const { t } = useI18n();
    const { country, locale, id } = Route.useParams();
    const search = Route.useSearch();
    return (
      <FullScreenLayout
        backTo={`/${country}/${locale}/accounting`}
        backLabel={t('accounting.back')}
      >
        <Suspense fallback={<PageLoader />}>
          <DocumentEditorPage documentId={id} startAsQuote={'kind' in search} />
        </Suspense>
      </FullScreenLayout>
    );
  },
});
