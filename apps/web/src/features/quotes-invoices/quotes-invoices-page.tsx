import { Button, buttonClasses } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useArea } from '../../app/area/use-area.js';
import { useI18n } from '../../app/i18n/index.js';
import { PageLoader } from '../../components/page-loader.js';
import { useCommercialDocuments } from './api/use-commercial-documents.js';
import { documentPath } from './documents-path.js';
import { DocumentList } from './list/document-list.js';

/** The creation form, fetched only when the list is empty: the list itself does not need it. */
const DocumentEditor = lazy(() =>
  import('./editor/document-editor.js').then((module) => ({ default: module.DocumentEditor })),
);

/**
 * /quotes-&-invoices (spec 01 §2, §4 "Quotes page modes"): loading, the list, or the
 * creation form directly when there is no document yet.
 */
export function QuotesInvoicesPage() {
  const { t } = useI18n();
  const { account, basePath } = useArea();
  const documents = useCommercialDocuments(account?.id ?? '');
  if (documents.isPending) return <PageLoader />;
  if (documents.isError) {
    return (
      <section className="mx-auto flex w-full max-w-5xl flex-col gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('invoicing.title')}</h1>
        <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/5 p-6">
          <p>{t('invoicing.loadFailed')}</p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => void documents.refetch()}
            loading={documents.isFetching}
          >
            {t('invoicing.retry')}
          </Button>
        </div>
      </section>
    );
  }
  const list = documents.data.documents;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('invoicing.title')}</h1>
          <p className="mt-2 text-ink-muted">
            {list.length === 0 ? t('invoicing.emptyIntro') : t('invoicing.intro')}
          </p>
        </div>
        {list.length > 0 && (
          <Link to={documentPath(basePath, 'new')} className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('invoicing.newDocument')}
          </Link>
        )}
      </div>
      {list.length === 0 ? (
        <Suspense fallback={<PageLoader />}>
          <DocumentEditor embedded />
        </Suspense>
      ) : (
        <DocumentList documents={list} />
      )}
    </section>
  );
}
