import { readRpcFailure } from '@foundly/app-kit';
import type { Expense } from '@foundly/proto';
import { Button, TextField } from '@foundly/ui';
import { useNavigate } from '@tanstack/react-router';
import { FileUp, Save } from 'lucide-react';
import { useState } from 'react';
import { areaPath, useArea } from '../../../app/area/use-area.js';
import { useI18n } from '../../../app/i18n/index.js';
import { EditorForm } from '../../../components/editor-page.js';
import { useRpcTransport } from '../../../app/rpc/rpc-context.js';
import { useForm } from '../../../lib/form/use-form.js';
import { toast } from '../../../lib/toast.js';
import { getExpenseFailureMessage } from '../api/failure-message.js';
import { readTicket } from '../api/read-ticket.js';
import { useCreateExpense, useEditExpense } from '../api/use-expenses.js';
import {
  getNewExpenseValues,
  IVA_PERCENTS,
  proposeIvaAndTotal,
  toExpenseFields,
  toExpenseFormValues,
  type ExpenseFormValues,
} from '../form/expense-form-values.js';
import { getSpanishToday } from '../form/spanish-today.js';

/** The ticket files the server reads (GetExpenseUploadUrl). */
const TICKET_TYPES = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const FIELD_PATHS: Record<string, keyof ExpenseFormValues> = {
  supplier_nif: 'supplierNif',
  supplier_name: 'supplierName',
  number: 'number',
  date: 'date',
  base: 'base',
  iva_rate: 'ivaPercent',
  iva: 'iva',
  total: 'total',
  deductible_share: 'deductiblePercent',
};

/** The form field a server's violation names: `fields.supplier_nif` is `supplierNif`. */
function toFormField(path: string): keyof ExpenseFormValues | undefined {
  const name = path
    .replace(/^fields\./, '')
    .replace(/([A-Z])/g, '_$1')
    .toLowerCase();
  return FIELD_PATHS[name];
}

/**
 * A gasto (spec 02 §2, issue 18): entered by hand, or read from the photo or PDF of a ticket
 * (the fields found are filled in for the founder to review), with the share used for the
 * activity. The server checks everything again and says which field it refuses.
 */
export function ExpenseEditor({ expense }: { expense?: Expense | undefined }) {
  const i18n = useI18n();
  const { t, tDynamic } = i18n;
  const { account, basePath } = useArea();
  const accountId = account?.id ?? '';
  const transport = useRpcTransport();
  const navigate = useNavigate();
  const today = getSpanishToday();
  const form = useForm<ExpenseFormValues>({
    defaultValues: expense
      ? toExpenseFormValues(expense.fields, { today, ivaRateFound: true })
      : getNewExpenseValues(today),
  });
  const [uploadId, setUploadId] = useState('');
  const [reading, setReading] = useState(false);
  const [read, setRead] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const create = useCreateExpense();
  const edit = useEditExpense();
  const errors = form.formState.errors;
  const errorOf = (name: keyof ExpenseFormValues) => {
    const message = errors[name]?.message;
    return message ? tDynamic(message, t('invoicing.form.errors.server')) : undefined;
  };

  async function onTicket(file: File | undefined) {
    if (!file) return;
    setFailure(undefined);
    setReading(true);
    try {
      const ticket = await readTicket(transport, accountId, file);
      form.reset(toExpenseFormValues(ticket.fields, { today, ivaRateFound: ticket.ivaRateFound }));
      setUploadId(ticket.uploadId);
      setRead(true);
    } catch (error) {
      setFailure(getExpenseFailureMessage(error, i18n));
    } finally {
      setReading(false);
    }
  }

  function proposeAmounts() {
    const proposed = proposeIvaAndTotal(form.getValues('base'), form.getValues('ivaPercent'));
    if (!proposed) return;
    form.setValue('iva', proposed.iva, { shouldDirty: true });
    form.setValue('total', proposed.total, { shouldDirty: true });
  }

  const onSave = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const fields = toExpenseFields(values);
    try {
      if (expense) await edit.mutateAsync({ id: expense.id, fields });
      else await create.mutateAsync({ accountId, fields, uploadId });
      toast.success(
        t(expense ? 'accounting.gastos.toasts.updated' : 'accounting.gastos.toasts.created'),
      );
      await navigate({ to: areaPath(basePath, '/accounting'), search: { tab: 'gastos' } });
    } catch (error) {
      readRpcFailure(error).fields.forEach(({ field, description }, index) => {
        const name = toFormField(field);
        if (name)
          form.setError(
            name,
            { type: 'server', message: description },
            { shouldFocus: index === 0 },
          );
      });
      setFailure(getExpenseFailureMessage(error, i18n));
    }
  });

  return (
    <EditorForm
      titleId="expense-title"
      title={expense ? t('accounting.gastos.editTitle') : t('accounting.gastos.newTitle')}
      header={<p className="mt-2 text-ink-muted">{t('accounting.gastos.formIntro')}</p>}
      failure={failure}
      onSubmit={(event) => void onSave(event)}
      className="mx-auto flex w-full max-w-3xl flex-col gap-6"
      actions={
        <Button type="submit" loading={create.isPending || edit.isPending} disabled={reading}>
          <Save className="size-4" aria-hidden="true" />
          {t('accounting.gastos.save')}
        </Button>
      }
    >
      {!expense && (
        <section
          aria-labelledby="ticket-title"
          className="flex flex-col gap-3 rounded-2xl border border-dashed border-line p-5"
        >
          <h2 id="ticket-title" className="text-lg font-semibold">
            {t('accounting.gastos.ticket.title')}
          </h2>
          <p className="text-sm text-ink-muted">{t('accounting.gastos.ticket.hint')}</p>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-lg border border-line bg-surface-raised px-4 text-sm font-semibold focus-within:outline-2 focus-within:outline-brand-600">
            <FileUp className="size-4" aria-hidden="true" />
            {t('accounting.gastos.ticket.choose')}
            <input
              type="file"
              accept={TICKET_TYPES}
              className="sr-only"
              disabled={reading}
              onChange={(event) => void onTicket(event.target.files?.[0])}
            />
          </label>
          <p role="status" className="text-sm">
            {reading
              ? t('accounting.gastos.ticket.reading')
              : read
                ? t('accounting.gastos.ticket.read')
                : ''}
          </p>
        </section>
      )}
      <fieldset className="flex flex-col gap-4" disabled={reading}>
        <legend className="mb-2 text-lg font-semibold">{t('accounting.gastos.supplier')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('accounting.gastos.fields.supplierNif')}
            autoComplete="off"
            error={errorOf('supplierNif')}
            {...form.register('supplierNif')}
          />
          <TextField
            label={t('accounting.gastos.fields.supplierName')}
            autoComplete="off"
            error={errorOf('supplierName')}
            {...form.register('supplierName')}
          />
          <TextField
            label={t('accounting.gastos.fields.number')}
            autoComplete="off"
            error={errorOf('number')}
            {...form.register('number')}
          />
          <TextField
            label={t('accounting.gastos.fields.date')}
            type="date"
            error={errorOf('date')}
            {...form.register('date')}
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-4" disabled={reading}>
        <legend className="mb-2 text-lg font-semibold">{t('accounting.gastos.amounts')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('accounting.gastos.fields.base')}
            inputMode="decimal"
            error={errorOf('base')}
            {...form.register('base', { onChange: proposeAmounts })}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="expense-iva-rate" className="text-sm font-medium">
              {t('accounting.gastos.fields.ivaRate')}
            </label>
            <select
              id="expense-iva-rate"
              className="min-h-11 rounded-lg border border-line bg-surface-raised px-3 text-base"
              {...form.register('ivaPercent', { onChange: proposeAmounts })}
            >
              {IVA_PERCENTS.map((percent) => (
                <option key={percent} value={percent}>
                  {percent} %
                </option>
              ))}
            </select>
            {errorOf('ivaPercent') && (
              <p role="alert" className="text-sm font-medium text-danger">
                {errorOf('ivaPercent')}
              </p>
            )}
          </div>
          <TextField
            label={t('accounting.gastos.fields.iva')}
            inputMode="decimal"
            error={errorOf('iva')}
            {...form.register('iva')}
          />
          <TextField
            label={t('accounting.gastos.fields.total')}
            inputMode="decimal"
            error={errorOf('total')}
            {...form.register('total')}
          />
          <TextField
            label={t('accounting.gastos.fields.deductible')}
            hint={t('accounting.gastos.fields.deductibleHint')}
            inputMode="decimal"
            error={errorOf('deductiblePercent')}
            {...form.register('deductiblePercent')}
          />
        </div>
      </fieldset>
    </EditorForm>
  );
}
