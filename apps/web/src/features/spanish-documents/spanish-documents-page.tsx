import {
  formatDateUtc,
  getDocumentTablePage,
  listDocumentAuthorities,
  type Authority,
  type DocumentTableState,
} from '@foundly/domain';
import { LegalForm, type Document } from '@foundly/proto';
import { Button, Card } from '@foundly/ui';
import { ArrowDownAZ, ArrowUpAZ, FileText, SlidersHorizontal, Trash2, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18n } from '../../app/i18n/index.js';
import { DocumentActions } from '../../components/document-actions.js';
import { PageLoader } from '../../components/page-loader.js';
import { useOrderDocuments } from '../documents/api/use-order-documents.js';
import { useCurrentOrder } from '../order/api/current-order.js';
import { AuthorityBadge } from './authority-badge.js';
import { AuthorityFilter } from './authority-filter.js';
import { useDeleteDocuments } from '../documents/api/use-delete-documents.js';

/** The filter sheet and the deletion's confirmation load when first opened. */
const FilterSheet = lazy(() =>
  import('./filter-sheet.js').then((module) => ({ default: module.FilterSheet })),
);
const DeleteSelectedDialog = lazy(() =>
  import('./delete-selected-dialog.js').then((module) => ({
    default: module.DeleteSelectedDialog,
  })),
);

/** The Spanish 'Documentos' screen (spec 02 §2). */
export function SpanishDocumentsPage() {
  const { t } = useI18n();
  const { documents, isPending, refetch } = useOrderDocuments();
  const { data: current } = useCurrentOrder();
  const authorities = listDocumentAuthorities(current?.order?.legalForm ?? LegalForm.AUTONOMO);
  const [state, setState] = useState<DocumentTableState>({
    query: '',
    authorities: [],
    sort: 'name-asc',
    page: 1,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { deleteDocuments, pending } = useDeleteDocuments();
  const table = getDocumentTablePage(documents, state);

  const setFilter = (change: Partial<DocumentTableState>) =>
    setState((current) => ({ ...current, ...change, page: 1 }));
  const toggle = (document: Document) =>
    setSelected((current) =>
      current.includes(document.id)
        ? current.filter((id) => id !== document.id)
        : [...current, document.id],
    );
  const onDelete = async () => {
    const deleted = await deleteDocuments(selected);
    setConfirmOpen(false);
    setSelected([]);
    await refetch();
    if (deleted > 0) toast.success(t('spanishDocuments.deleted', { count: deleted }));
    if (deleted < selected.length) toast.error(t('spanishDocuments.deleteFailed'));
  };
  const sortLabel =
    state.sort === 'name-desc' ? 'descending' : state.sort === 'name-asc' ? 'ascending' : 'none';

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('spanishDocuments.title')}</h1>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">{t('spanishDocuments.tableTitle')}</h2>
          <Button variant="secondary" className="md:hidden" onClick={() => setSheetOpen(true)}>
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {t('spanishDocuments.filters')}
            {state.authorities.length > 0 && ` (${state.authorities.length})`}
          </Button>
        </div>
        <input
          type="search"
          value={state.query}
          onChange={(event) => setFilter({ query: event.target.value })}
          placeholder={t('spanishDocuments.search')}
          aria-label={t('spanishDocuments.search')}
          className="min-h-11 w-full rounded-lg border border-line bg-surface-raised px-3 text-base"
        />
        <div className="hidden items-center gap-3 md:flex">
          <AuthorityFilter
            layout="chips"
            authorities={authorities}
            selected={state.authorities}
            onChange={(authorities) => setFilter({ authorities })}
          />
          {state.authorities.length > 0 && (
            <button
              type="button"
              onClick={() => setFilter({ authorities: [] })}
              className="inline-flex min-h-9 items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-100"
            >
              <X className="size-4" aria-hidden="true" />
              {t('spanishDocuments.clear')}
            </button>
          )}
        </div>
        {selected.length > 0 && (
          <div
            role="region"
            aria-label={t('spanishDocuments.selection')}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 p-3 dark:bg-brand-800/30"
          >
            <p className="text-sm font-medium">
              {t('spanishDocuments.selected', { count: selected.length })}
            </p>
            <Button variant="danger" onClick={() => setConfirmOpen(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('spanishDocuments.deleteSelected')}
            </Button>
          </div>
        )}
        {isPending ? (
          <PageLoader />
        ) : table.total === 0 ? (
          <p className="py-10 text-center text-ink-muted" role="status">
            {documents.length === 0 ? t('spanishDocuments.empty') : t('spanishDocuments.noMatch')}
          </p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('spanishDocuments.tableTitle')}</caption>
            <thead className="hidden border-b border-line text-ink-muted md:table-header-group">
              <tr>
                <th scope="col" className="w-10 py-2">
                  <span className="sr-only">{t('spanishDocuments.select')}</span>
                </th>
                <th scope="col" className="py-2" aria-sort={sortLabel}>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 font-semibold"
                    onClick={() =>
                      setState((current) => ({
                        ...current,
                        sort: current.sort === 'name-asc' ? 'name-desc' : 'name-asc',
                      }))
                    }
                  >
                    {t('spanishDocuments.document')}
                    {state.sort === 'name-desc' ? (
                      <ArrowUpAZ className="size-4" aria-hidden="true" />
                    ) : (
                      <ArrowDownAZ className="size-4" aria-hidden="true" />
                    )}
                  </button>
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('spanishDocuments.authority')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('spanishDocuments.date')}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t('spanishDocuments.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {table.rows.map((document) => (
                <tr
                  key={document.id}
                  className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 py-3 md:table-row"
                >
                  <td className="md:py-3">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700 disabled:opacity-30"
                      disabled={!document.uploadedByCustomer}
                      checked={selected.includes(document.id)}
                      onChange={() => toggle(document)}
                      aria-label={t('spanishDocuments.selectOne', { name: document.fileName })}
                    />
                  </td>
                  <td className="min-w-0 md:py-3">
                    <span className="flex items-center gap-2 font-medium">
                      <FileText
                        className="hidden size-4 shrink-0 text-ink-muted md:block"
                        aria-hidden="true"
                      />
                      <span className="min-w-0 wrap-anywhere">{document.fileName}</span>
                    </span>
                    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted md:hidden">
                      <AuthorityBadge authority={document.authority} />{' '}
                      {formatDateUtc(document.createdAt)}
                    </span>
                  </td>
                  <td className="hidden md:table-cell md:py-3">
                    <AuthorityBadge authority={document.authority} />
                  </td>
                  <td className="hidden text-ink-muted md:table-cell md:py-3">
                    {formatDateUtc(document.createdAt)}
                  </td>
                  <td className="md:py-3">
                    <div className="flex justify-end">
                      <DocumentActions document={document} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {table.pageCount > 1 && (
          <nav
            aria-label={t('spanishDocuments.pagination')}
            className="flex items-center justify-between gap-3 border-t border-line pt-4"
          >
            <Button
              variant="secondary"
              disabled={table.page <= 1}
              onClick={() => setState((current) => ({ ...current, page: table.page - 1 }))}
            >
              {t('spanishDocuments.previous')}
            </Button>
            <p className="text-sm text-ink-muted" aria-live="polite">
              {t('spanishDocuments.page', { page: table.page, total: table.pageCount })}
            </p>
            <Button
              variant="secondary"
              disabled={table.page >= table.pageCount}
              onClick={() => setState((current) => ({ ...current, page: table.page + 1 }))}
            >
              {t('spanishDocuments.next')}
            </Button>
          </nav>
        )}
      </Card>
      {sheetOpen && (
        <Suspense fallback={null}>
          <FilterSheet
            open
            authorities={authorities}
            selected={state.authorities}
            onOpenChange={setSheetOpen}
            onApply={(authorities: Authority[]) => {
              setFilter({ authorities });
              setSheetOpen(false);
            }}
          />
        </Suspense>
      )}
      {confirmOpen && (
        <Suspense fallback={null}>
          <DeleteSelectedDialog
            open
            count={selected.length}
            pending={pending}
            onOpenChange={setConfirmOpen}
            onConfirm={() => void onDelete()}
          />
        </Suspense>
      )}
    </section>
  );
}
