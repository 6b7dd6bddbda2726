import { Button } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { PageLoader } from '../../../components/page-loader.js';
import { getExpenseFailureMessage } from '../api/failure-message.js';
import { useExpense } from '../api/use-expenses.js';
import { ExpenseEditor } from './expense-editor.js';

/** /accounting/expenses/new and /accounting/expenses/{id}: a new gasto, or one to edit. */
export function ExpenseEditorPage({ expenseId }: { expenseId: string }) {
  const i18n = useI18n();
  const isNew = expenseId === 'new';
  const saved = useExpense(isNew ? '' : expenseId);
  if (isNew) return <ExpenseEditor key="new" />;
  if (saved.isPending) return <PageLoader />;
  if (saved.isError) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-2xl border border-danger/40 bg-danger/5 p-6"
      >
        <h1 className="text-xl font-bold">{i18n.t('accounting.gastos.loadFailed')}</h1>
        <p className="mt-2">{getExpenseFailureMessage(saved.error, i18n)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void saved.refetch()}>
          {i18n.t('invoicing.retry')}
        </Button>
      </div>
    );
  }
  return <ExpenseEditor key={expenseId} expense={saved.data.expense} />;
}
