import { ExpenseSource, type Expense } from '@foundly/proto';
import { Button, buttonClasses, Card } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { areaPath, useArea } from '../../../app/area/use-area.js';
import { useI18n } from '../../../app/i18n/index.js';
import { useRpcTransport } from '../../../app/rpc/rpc-context.js';
import { PageLoader } from '../../../components/page-loader.js';
import { Pager } from '../../../components/pager.js';
import { formatMinorUnits } from '../../../lib/amounts/format-money.js';
import { toast } from '../../../lib/toast.js';
import { getExpenseFailureMessage } from '../api/failure-message.js';
import { getTicketUrl } from '../api/read-ticket.js';
import { useDeleteExpense, useExpenses, useSetExpensePaid } from '../api/use-expenses.js';

/** The confirmation dialog, fetched when first opened: the list shows and works without it. */
const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog.js').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

function formatDate(date: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * The Gastos tab of the Área contable (spec 02 §2): supplier, number, date, entered by hand or
 * imported from a ticket, the paid toggle and the total, ten to a page (ListExpenses), with
 * edit, download of the ticket and delete. Read-only (a plan that ended or is unpaid): the
 * rows and the tickets' downloads only, the paid toggle shown but disabled.
 */
export function ExpensesTab({ readOnly = false }: { readOnly?: boolean }) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { account, basePath } = useArea();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Expense | undefined>();
  const expenses = useExpenses(account?.id ?? '', page);
  const setPaid = useSetExpensePaid();
  const remove = useDeleteExpense();
  const transport = useRpcTransport();
  const newPath = areaPath(basePath, '/accounting/expenses/new');
  const fail = (error: unknown) => toast.error(getExpenseFailureMessage(error, i18n));
  if (expenses.isPending) return <PageLoader />;
  if (expenses.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/5 p-6">
        <p>{getExpenseFailureMessage(expenses.error, i18n)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void expenses.refetch()}>
          {t('invoicing.retry')}
        </Button>
      </div>
    );
  }
  const newLink = readOnly ? null : (
    <Link to={newPath} className={buttonClasses('primary')}>
      <Plus className="size-4" aria-hidden="true" />
      {t('accounting.gastos.new')}
    </Link>
  );
  if (expenses.data.totalCount === 0) {
    return (
      <Card className="flex flex-col items-center gap-4 text-center">
        <h2 className="text-lg font-semibold">{t('accounting.gastos.emptyTitle')}</h2>
        <p className="text-ink-muted">{t('accounting.gastos.empty')}</p>
        {newLink}
      </Card>
    );
  }
  const nameOf = (expense: Expense) =>
    [expense.fields?.supplierName, expense.fields?.number].filter(Boolean).join(' ');
  async function download(expense: Expense) {
    try {
      window.location.assign(await getTicketUrl(transport, expense.id));
    } catch (error) {
      fail(error);
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('accounting.gastos.title')}</h2>
        {newLink}
      </div>
      <ul aria-label={t('accounting.gastos.title')} className="flex flex-col gap-3">
        {expenses.data.expenses.map((expense) => {
          const fields = expense.fields;
          const name = nameOf(expense);
          const label = (action: string) => `${action} — ${name}`;
          const imported = expense.source === ExpenseSource.FILE;
          // The toggle shows the value asked for while the server records it.
          const paid =
            setPaid.isPending && setPaid.variables.id === expense.id
              ? setPaid.variables.paid
              : expense.paid;
          return (
            <li
              key={expense.id}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4"
            >
              <div className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <p className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-4">
                  <span className="text-base font-semibold">{fields?.supplierName}</span>
                  <span className="inline-flex rounded-full border border-line px-2 py-0.5 text-xs font-medium">
                    {imported ? t('accounting.origin.imported') : t('accounting.origin.created')}
                  </span>
                </p>
                <p>
                  <span className="sr-only">{t('accounting.gastos.fields.number')}: </span>
                  {fields?.number || fields?.supplierNif}
                </p>
                <p className="text-ink-muted">
                  <span className="sr-only">{t('accounting.gastos.fields.date')}: </span>
                  {formatDate(fields?.date ?? '', locale)}
                </p>
                <p className="font-semibold tabular-nums sm:col-span-2 sm:text-right">
                  <span className="sr-only">{t('accounting.gastos.fields.total')}: </span>
                  {formatMinorUnits(fields?.total ?? 0n, 'EUR', locale)}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <label className="mr-auto flex min-h-10 items-center gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    role="switch"
                    className="size-5 accent-brand-700"
                    checked={paid}
                    disabled={readOnly || setPaid.isPending}
                    aria-label={label(t('accounting.paid'))}
                    onChange={(event) =>
                      setPaid.mutate(
                        { id: expense.id, paid: event.target.checked },
                        { onError: fail },
                      )
                    }
                  />
                  {t('accounting.paid')}
                </label>
                {!readOnly && (
                  <Link
                    to={areaPath(
                      basePath,
                      `/accounting/expenses/${encodeURIComponent(expense.id)}`,
                    )}
                    className={buttonClasses('secondary', 'min-h-10 px-3 text-xs')}
                    aria-label={label(t('invoicing.actions.edit'))}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    {t('invoicing.actions.edit')}
                  </Link>
                )}
                {imported && (
                  <Button
                    variant="secondary"
                    className="min-h-10 px-3 text-xs"
                    aria-label={label(t('invoicing.actions.download'))}
                    onClick={() => void download(expense)}
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {t('invoicing.actions.download')}
                  </Button>
                )}
                {!readOnly && (
                  <Button
                    variant="ghost"
                    className="min-h-10 px-3 text-xs text-danger"
                    aria-label={label(t('invoicing.actions.delete'))}
                    disabled={remove.isPending}
                    onClick={() => setDeleting(expense)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t('invoicing.actions.delete')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Pager
        label={t('accounting.gastos.pages')}
        page={expenses.data.page}
        pageCount={expenses.data.totalPages}
        onChange={setPage}
      />
      {deleting && (
        <Suspense>
          <ConfirmDialog
            open
            danger
            title={t('accounting.gastos.confirmDelete.title')}
            description={t('accounting.gastos.confirmDelete.description')}
            confirmLabel={t('accounting.gastos.confirmDelete.confirm')}
            pending={remove.isPending}
            onCancel={() => setDeleting(undefined)}
            onConfirm={() =>
              remove.mutate(
                { id: deleting.id },
                {
                  onSuccess: () => toast.success(t('accounting.gastos.toasts.deleted')),
                  onError: fail,
                  onSettled: () => setDeleting(undefined),
                },
              )
            }
          />
        </Suspense>
      )}
    </div>
  );
}
