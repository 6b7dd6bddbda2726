import { readRpcFailure } from '@foundly/app-kit';
import { getDefaultDocumentLanguage } from '@foundly/domain';
import {
  CommercialDocumentKind,
  CommercialDocumentStatus,
  type CommercialDocument,
} from '@foundly/proto';
import { Button, SelectField, TextField } from '@foundly/ui';
import { useNavigate } from '@tanstack/react-router';
import { Download, Save, Stamp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FormProvider } from '../../../lib/form/form-context.js';
import { useForm } from '../../../lib/form/use-form.js';
import { useWatch } from '../../../lib/form/use-watch.js';
import { useArea } from '../../../app/area/use-area.js';
import { whenPageLive } from '../../../app/ssr/when-page-live.js';
import { useI18n } from '../../../app/i18n/index.js';
import { toast } from '../../../lib/toast.js';
import { whenIdle } from '../../../lib/when-idle.js';
import { EditorForm } from '../../../components/editor-page.js';
import { getFailureMessage } from '../api/failure-message.js';
import type { IssueProblem } from '../api/read-issue-problems.js';
import { useInvoiceCustomers, useInvoiceSeller } from '../api/use-commercial-documents.js';
import {
  useCreateCommercialDocument,
  useEditCommercialDocument,
} from '../api/use-document-mutations.js';
import { useDownloadDraft } from '../api/use-download-document.js';
import { kindKey, OPERATION_NATURES } from '../document-labels.js';
import { documentPath } from '../documents-path.js';
import { documentFormResolver } from '../form/document-form-resolver.js';
import {
  getNewDocumentValues,
  toDocumentFormValues,
  type DocumentFormValues,
} from '../form/document-form-values.js';
import { toFormFieldPath } from '../form/server-field-path.js';
import { getToday } from '../form/today.js';
import { COUNTRY_CODES, STANDARD_VAT_PERCENT, toInvoicingCountry } from '../invoicing-country.js';
import { useIssueDocument } from '../use-issue-document.js';
import { CheckboxField } from './checkbox-field.js';
import { CustomerFields } from './customer-fields.js';
import { LineItemsFields } from './line-items-fields.js';
import { SellerBlock } from './seller-block.js';
import { useFieldError } from './use-field-error.js';
import { useImageUrl } from './use-image-url.js';

/**
 * The live preview, a chunk of its own loaded once the page is live and idle: a rendered page
 * shows the server's preview until then, the form is interactive without it.
 */
const DocumentPreview = lazy(() =>
  whenPageLive()
    .then(() => new Promise((resolve) => whenIdle(() => resolve(undefined))))
    .then(() => import('../preview/document-preview.js'))
    .then((module) => ({ default: module.DocumentPreview })),
);

const IssuedDocumentActions = lazy(() =>
  import('./issued-document-actions.js').then((module) => ({
    default: module.IssuedDocumentActions,
  })),
);

/** Spain's IRPF and simplified-invoice fields, a chunk of their own: France and the UK never load them. */
const SpanishTaxFields = lazy(() =>
  import('./spanish-tax-fields.js').then((module) => ({ default: module.SpanishTaxFields })),
);

/** The logo's picker, a chunk of its own below the document's details. */
const LogoField = lazy(() =>
  import('./logo-field.js').then((module) => ({ default: module.LogoField })),
);

/** What the form sends, loaded with the first save or download. */
const loadDocumentInput = () => import('../form/to-document-input.js');

const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog.js').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

/** The languages a document prints in: Spain adds Spanish to English and French. */
const LANGUAGES = ['en-gb', 'fr-fr'] as const;

export interface DocumentEditorProps {
  /** The saved document; none for a new one. */
  document?: CommercialDocument | undefined;
  /** Its saved logo. */
  savedLogo?: Uint8Array | undefined;
  /** Shown inside the list page (no document yet), under its title: a second-level title. */
  embedded?: boolean;
  /** The kind a new document starts as (an invoice when unset). */
  newKind?: CommercialDocumentKind | undefined;
}

/**
 * The form of a quote, invoice or credit note beside its live preview (below it on a phone).
 * A draft is saved, issued after a confirmation, or downloaded as a draft PDF; an issued
 * document is shown read-only with what can follow it (a credit note, a duplicate).
 */
export function DocumentEditor({
  document,
  savedLogo,
  embedded = false,
  newKind,
}: DocumentEditorProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const { account, prefix, basePath } = useArea();
  const accountId = account?.id ?? '';
  const navigate = useNavigate();
  const seller = useInvoiceSeller(accountId);
  const customers = useInvoiceCustomers(accountId);
  const country = toInvoicingCountry(prefix);
  const countryCode = COUNTRY_CODES[country];
  const spain = country === 'ES';
  const [defaults] = useState<DocumentFormValues>(() =>
    document
      ? toDocumentFormValues(document, countryCode)
      : getNewDocumentValues({
          today: getToday(),
          countryCode,
          language: getDefaultDocumentLanguage(country),
          taxPercent: STANDARD_VAT_PERCENT[country],
          kind: newKind,
        }),
  );
  const form = useForm<DocumentFormValues>({
    defaultValues: defaults,
    resolver: documentFormResolver,
    mode: 'onTouched',
  });
  // Without a name, useWatch gives the whole form, starting from its complete default values.
  const values = useWatch({ control: form.control }) as DocumentFormValues;
  const errorOf = useFieldError(form.formState.errors);
  const issued = document?.status === CommercialDocumentStatus.ISSUED;
  const [logo, setLogo] = useState<Uint8Array | undefined>();
  const logoUrl = useImageUrl(logo ?? savedLogo);
  const [issueProblems, setIssueProblems] = useState<IssueProblem[] | undefined>();
  const problems = issued ? [] : (issueProblems ?? seller.data?.problems ?? []);
  const create = useCreateCommercialDocument();
  const edit = useEditCommercialDocument();
  const issuing = useIssueDocument(setIssueProblems);
  const draftPdf = useDownloadDraft();
  const [confirmingIssue, setConfirmingIssue] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const saving = create.isPending || edit.isPending;

  function showFailure(error: unknown) {
    const rpcFailure = readRpcFailure(error);
    rpcFailure.fields.forEach(({ field, description }, index) => {
      form.setError(
        toFormFieldPath(field) as keyof DocumentFormValues,
        { type: 'server', message: description },
        { shouldFocus: index === 0 },
      );
    });
    setFailure(getFailureMessage(error, i18n));
  }

  /** Saves the form as it is; the saved document's id, or undefined when refused. */
  async function save(formValues: DocumentFormValues): Promise<string | undefined> {
    setFailure(undefined);
    const { toDocumentInput } = await loadDocumentInput();
    const content = toDocumentInput(formValues, logo);
    try {
      if (document) {
        await edit.mutateAsync({ id: document.id, content });
        toast.success(t('invoicing.toasts.updated'));
        form.reset(formValues);
        return document.id;
      }
      const { document: created } = await create.mutateAsync({ accountId, content });
      toast.success(t('invoicing.toasts.created'));
      return created?.id;
    } catch (error) {
      showFailure(error);
      return undefined;
    }
  }

  const open = (id: string) => navigate({ to: documentPath(basePath, id), replace: true });

  const onSave = form.handleSubmit(async (formValues) => {
    const id = await save(formValues);
    if (id && !document) await open(id);
  });

  const onIssueRequest = form.handleSubmit(() => setConfirmingIssue(true));

  async function issue() {
    const id = await save(form.getValues());
    if (id) await issuing.issue(id);
    setConfirmingIssue(false);
    if (id && !document) await open(id);
  }

  const onDownloadDraft = form.handleSubmit(async (formValues) => {
    const { toDocumentInput } = await loadDocumentInput();
    draftPdf.mutate(
      { accountId, content: toDocumentInput(formValues, logo) },
      { onError: (error) => setFailure(getFailureMessage(error, i18n)) },
    );
  });

  const kind = values.kind;
  const title = !document
    ? t('invoicing.editor.newTitle')
    : issued
      ? t('invoicing.editor.viewTitle', { kind: t(kindKey(kind)), number: document.invoiceNumber })
      : t('invoicing.editor.editTitle', { kind: t(kindKey(kind)).toLowerCase() });

  return (
    <FormProvider {...form}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <EditorForm
          titleId="document-title"
          title={title}
          titleLevel={embedded ? 'h2' : 'h1'}
          header={
            <>
              {document?.sourceDocumentNumber && (
                <p className="mt-1 text-ink-muted">
                  {document.kind === CommercialDocumentKind.CREDIT_NOTE
                    ? t('invoicing.editor.sourceInvoice', { number: document.sourceDocumentNumber })
                    : t('invoicing.editor.sourceQuote', { number: document.sourceDocumentNumber })}
                </p>
              )}
              {issued && (
                <p role="status" className="mt-3 rounded-xl bg-surface-raised p-4 text-sm">
                  {t('invoicing.editor.issuedNotice', {
                    date: new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(
                      new Date(Number(document.issuedAt) * 1000),
                    ),
                  })}
                </p>
              )}
            </>
          }
          failure={failure}
          onSubmit={(event) => void onSave(event)}
          className="flex min-w-0 flex-col gap-8"
          actions={
            issued && document ? (
              <Suspense>
                <IssuedDocumentActions document={document} />
              </Suspense>
            ) : (
              <>
                <Button type="submit" loading={saving && !confirmingIssue}>
                  <Save className="size-4" aria-hidden="true" />
                  {t('invoicing.editor.save')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => void onIssueRequest()}
                  disabled={problems.length > 0 || saving}
                  aria-describedby={problems.length > 0 ? 'issue-problems' : undefined}
                >
                  <Stamp className="size-4" aria-hidden="true" />
                  {t('invoicing.actions.issue')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => void onDownloadDraft()}
                  loading={draftPdf.isPending}
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t('invoicing.editor.downloadDraft')}
                </Button>
              </>
            )
          }
        >
          <SellerBlock
            seller={seller.data?.seller}
            country={country}
            problems={problems}
            loading={seller.isPending}
          />
          <fieldset disabled={issued} className="flex min-w-0 flex-col gap-8">
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-2 text-lg font-semibold">{t('invoicing.form.details')}</legend>
              {!document && (
                <fieldset>
                  <legend className="text-sm font-medium">{t('invoicing.form.kindLegend')}</legend>
                  <div className="mt-2 flex gap-6">
                    {[CommercialDocumentKind.INVOICE, CommercialDocumentKind.QUOTE].map(
                      (option) => (
                        <label key={option} className="flex items-center gap-2 text-sm">
                          <input
                            type="radio"
                            name="kind"
                            value={option}
                            checked={kind === option}
                            onChange={() => form.setValue('kind', option, { shouldDirty: true })}
                            className="size-5 accent-brand-700"
                          />
                          {t(kindKey(option))}
                        </label>
                      ),
                    )}
                  </div>
                </fieldset>
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('invoicing.form.invoiceNumber')}
                  readOnly
                  value={document?.invoiceNumber ?? ''}
                  hint={document?.invoiceNumber ? undefined : t('invoicing.form.invoiceNumberHint')}
                />
                <TextField
                  label={t('invoicing.form.invoiceDate')}
                  type="date"
                  error={errorOf('invoiceDate')}
                  {...form.register('invoiceDate')}
                />
              </div>
              <CheckboxField
                label={t('invoicing.form.hasDueDate')}
                hint={t(`invoicing.form.hasDueDateHint.${country}`)}
                {...form.register('hasDueDate')}
              />
              {values.hasDueDate && (
                <TextField
                  label={t('invoicing.form.dueDate')}
                  type="date"
                  error={errorOf('dueDate')}
                  {...form.register('dueDate')}
                />
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                {country === 'UK' && (
                  <TextField
                    label={t('invoicing.form.supplyDate')}
                    type="date"
                    error={errorOf('supplyDate')}
                    {...form.register('supplyDate')}
                  />
                )}
                {country === 'FR' && (
                  <SelectField
                    label={t('invoicing.form.operationNature')}
                    options={OPERATION_NATURES.map(([value, key]) => ({
                      value: String(value),
                      label: t(key),
                    }))}
                    {...form.register('operationNature', { valueAsNumber: true })}
                  />
                )}
                <SelectField
                  label={t('invoicing.form.language')}
                  options={[...LANGUAGES, ...(spain ? (['es-es'] as const) : [])].map(
                    (language) => ({ value: language, label: t(`common.languages.${language}`) }),
                  )}
                  {...form.register('language')}
                />
              </div>
              <LogoField
                logoUrl={logoUrl}
                disabled={issued}
                onChange={(bytes) => setLogo(bytes)}
                serverError={errorOf('logo')}
              />
            </fieldset>
            <CustomerFields
              savedCustomers={customers.data?.customers ?? []}
              country={country}
              countryCode={countryCode}
            />
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-2 text-lg font-semibold">{t('invoicing.form.payment')}</legend>
              <TextField
                label={t('invoicing.form.iban')}
                autoComplete="off"
                error={errorOf('iban')}
                {...form.register('iban')}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('invoicing.form.taxRate')}
                  inputMode="decimal"
                  error={errorOf('taxPercent')}
                  {...form.register('taxPercent')}
                />
                {!spain && (
                  <TextField
                    label={t('invoicing.form.delayedInterestRate')}
                    inputMode="decimal"
                    error={errorOf('delayedInterestPercent')}
                    {...form.register('delayedInterestPercent')}
                  />
                )}
              </div>
              {spain && (
                <Suspense>
                  <SpanishTaxFields kind={kind} />
                </Suspense>
              )}
              <div className="flex flex-col gap-1.5">
                <label htmlFor="document-notes" className="text-sm font-medium">
                  {t('invoicing.form.notes')}
                </label>
                <textarea
                  id="document-notes"
                  rows={3}
                  className="rounded-lg border border-line bg-surface-raised p-3 text-base"
                  {...form.register('notes')}
                />
              </div>
            </fieldset>
            <LineItemsFields disabled={issued} spain={spain} />
          </fieldset>
        </EditorForm>
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <h2 className="sr-only">{t('invoicing.preview.title')}</h2>
          <Suspense>
            <DocumentPreview
              values={values}
              seller={document?.seller ?? seller.data?.seller}
              currency={
                document?.currency || seller.data?.currency || (country === 'UK' ? 'GBP' : 'EUR')
              }
              status={document?.status ?? CommercialDocumentStatus.DRAFT}
              invoiceNumber={document?.invoiceNumber ?? ''}
              logoUrl={logoUrl}
              country={country}
              sourceDocumentNumber={document?.sourceDocumentNumber ?? ''}
            />
          </Suspense>
        </div>
      </div>
      {confirmingIssue && (
        <Suspense>
          <ConfirmDialog
            open
            title={t('invoicing.confirmIssue.title')}
            description={t('invoicing.confirmIssue.description')}
            confirmLabel={t('invoicing.confirmIssue.confirm')}
            pending={saving || issuing.pending}
            onCancel={() => setConfirmingIssue(false)}
            onConfirm={() => void issue()}
          />
        </Suspense>
      )}
    </FormProvider>
  );
}
