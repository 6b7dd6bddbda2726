import { Button, buttonClasses, Card } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useArea } from '../../../app/area/use-area.js';
import { useI18n } from '../../../app/i18n/index.js';
import { PageLoader } from '../../../components/page-loader.js';
import { Pager } from '../../../components/pager.js';
import { useCommercialDocuments } from '../api/use-commercial-documents.js';
import { documentPath } from '../documents-path.js';
import { DocumentList } from './document-list.js';
import { isOfKind, type SpanishDocumentsKind } from './spanish-document-counts.js';

/** Rows on one page of a tab of the Área contable. */
export const SPANISH_DOCUMENTS_PAGE_SIZE = 10;

/**
 * The Facturas or Presupuestos tab of the Área contable (spec 02 §2): the documents of that
 * kind, newest first, ten to a page, with their actions; an empty state with the way to the
 * first one. Read-only (a plan that ended): no way to create, the rows view and download.
 */
export function SpanishDocumentsTab({
  kind,
  readOnly = false,
}: {
  kind: SpanishDocumentsKind;
  /** The plan has ended or is unpaid: the lists and downloads stay, creating goes. */
  readOnly?: boolean;
}) {
  const { t } = useI18n();
  const { account, basePath } = useArea();
  const documents = useCommercialDocuments(account?.id ?? '');
  const [page, setPage] = useState(1);
  if (documents.isPending) return <PageLoader />;
  if (documents.isError) {
    return (
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
    );
  }
  const rows = documents.data.documents.filter((document) => isOfKind(document, kind));
  const pageCount = Math.max(1, Math.ceil(rows.length / SPANISH_DOCUMENTS_PAGE_SIZE));
  const shown = Math.min(page, pageCount);
  const newLink = readOnly ? null : (
    <Link
      to={documentPath(basePath, 'new')}
      search={kind === 'presupuestos' ? { kind: 'quote' } : {}}
      className={buttonClasses('primary')}
    >
      <Plus className="size-4" aria-hidden="true" />
      {t(`accounting.${kind}.new`)}
    </Link>
  );
  if (rows.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-4 text-center">
        <h2 className="text-lg font-semibold">{t(`accounting.${kind}.emptyTitle`)}</h2>
        <p className="text-ink-muted">{t(`accounting.${kind}.empty`)}</p>
        {newLink}
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t(`accounting.${kind}.title`)}</h2>
        {newLink}
      </div>
      <DocumentList
        paidToggle
        readOnly={readOnly}
        documents={rows.slice(
          (shown - 1) * SPANISH_DOCUMENTS_PAGE_SIZE,
          shown * SPANISH_DOCUMENTS_PAGE_SIZE,
        )}
      />
      <Pager
        label={t(`accounting.${kind}.pages`)}
        page={shown}
        pageCount={pageCount}
        onChange={setPage}
      />
    </div>
  );
}
