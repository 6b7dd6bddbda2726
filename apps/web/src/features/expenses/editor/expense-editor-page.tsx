import { useI18n } from '../../../app/i18n/index.js';
import { SavedRecord } from '../../../components/editor-page.js';
import { getExpenseFailureMessage } from '../api/failure-message.js';
import { useExpense } from '../api/use-expenses.js';
import { ExpenseEditor } from './expense-editor.js';

/** /accounting/expenses/new and /accounting/expenses/{id}: a new gasto, or one to edit. */
export function ExpenseEditorPage({ expenseId }: { expenseId: string }) {
  const i18n = useI18n();
  const isNew = expenseId === 'new';
  const saved = useExpense(isNew ? '' : expenseId);
  if (isNew) return <ExpenseEditor key="new" />;
  return (
    <SavedRecord
      query={saved}
      loadFailedTitle={i18n.t('accounting.gastos.loadFailed')}
      describeFailure={(error) => getExpenseFailureMessage(error, i18n)}
    >
      {(data) => <ExpenseEditor key={expenseId} expense={data.expense} />}
    </SavedRecord>
  );
}
