import { isFlagEnabled } from '@foundly/domain';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { useI18n } from '../../../../app/i18n/index.js';
import { DocumentEditorPage } from '../../../../features/quotes-invoices/editor/document-editor-page.js';
import { FullScreenLayout } from '../../../../layouts/full-screen-layout.js';

/**
 * /quotes-&-invoices/new and /quotes-&-invoices/{id} in the full-screen view, whose back
 * button returns to the list (spec 01 §2).
 */
export const Route = createFileRoute('/$country/$locale/quotes-&-invoices/$id')({
  beforeLoad: ({ context, params }) => {
    if (params.country === 'es' || !isFlagEnabled(context.area.flags, 'invoice_tool')) {
      throw notFound();
    }
    if (context.area.kind !== 'ready') {
      throw redirect({ href: `/${params.country}/${params.locale}/quotes-&-invoices` });
    }
  },
  component: function DocumentRoute() {
    const { t } = useI18n();
    const { country, locale, id } = Route.useParams();
    return (
      <FullScreenLayout
        backTo={`/${country}/${locale}/quotes-&-invoices`}
        backLabel={t('invoicing.editor.back')}
      >
        <DocumentEditorPage documentId={id} />
      </FullScreenLayout>
    );
  },
});
