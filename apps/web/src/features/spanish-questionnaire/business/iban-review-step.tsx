import {
  FLAG_SET,
  IBAN_MAX_TYPED_LENGTH,
  isSpanishIban,
  normaliseIban,
  SPANISH_DOCUMENT_REFS,
} from '@foundly/domain';
import { Button, Card, cn } from '@foundly/ui';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { useStepForm } from '../form/use-step-form.js';
import { DocumentPreview } from '../ocr/document-preview.js';
import { findReferencedDocument } from '../../questionnaire/fields/referenced-document.js';
import { formatIbanGroups, IBAN_PLACEHOLDER } from './iban-format.js';

interface Values {
  iban: string;
  accountOwnershipAttestation: boolean;
  acceptedDirectDebit: boolean;
}

/** A Spanish IBAN has 24 characters: ES, 2 check digits and the 20 digits of the account. */
const SPANISH_IBAN_LENGTH = 24;

/** Whether the review may be sent: a Spanish IBAN with its checksums, and both declarations. */
function canConfirmIban(values: Values): boolean {
  return (
    isSpanishIban(values.iban) && values.accountOwnershipAttestation && values.acceptedDirectDebit
  );
}

/**
 * business-information/iban-review: the IBAN read from the document (or
 * typed) checked against the document, and the two declarations social
 * security and the tax agency need before debiting the account: the founder
 * holds it, and accepts the direct debits. 'Continuar' stays disabled until
 * both are ticked and the IBAN is a valid Spanish one.
 */
export function IbanReviewStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.businessInformation;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'businessInformation',
    defaultValues: {
      iban: formatIbanGroups(saved?.iban ?? ''),
      accountOwnershipAttestation: saved?.accountOwnershipAttestation ?? false,
      acceptedDirectDebit: saved?.acceptedDirectDebit ?? false,
    },
    required: ['iban'],
    toUpdate: (values) => ({
      businessInformation: {
        iban: normaliseIban(values.iban),
        accountOwnershipAttestation: values.accountOwnershipAttestation,
        acceptedDirectDebit: values.acceptedDirectDebit,
      },
      metadata: { userReviewedOcrIban: FLAG_SET },
    }),
  });
  const ibanId = useId();
  const tipId = useId();
  const [tipOpen, setTipOpen] = useState(false);
  const values = form.watch();
  const ibanState = form.getFieldState('iban', form.formState);
  // Judged once the founder has left the field or typed a whole Spanish IBAN,
  // and at once for a saved or read IBAN: not while typing.
  const judged =
    ibanState.isTouched ||
    !ibanState.isDirty ||
    normaliseIban(values.iban).length >= SPANISH_IBAN_LENGTH;
  const shownInvalid =
    judged && values.iban.trim() !== '' && !isSpanishIban(values.iban)
      ? t('errors.field.iban')
      : undefined;
  const ibanError = errorOf('iban') ?? shownInvalid;
  const document = findReferencedDocument(data, SPANISH_DOCUMENT_REFS.iban);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-balance">{t('spanishBusiness.ibanReview.title')}</h1>
        <p className="mt-2 text-ink-muted">
          {t(
            document
              ? 'spanishBusiness.ibanReview.descriptionRead'
              : 'spanishBusiness.ibanReview.description',
          )}
        </p>
      </header>
      {document && (
        <DocumentPreview
          documents={[
            {
              id: document.id,
              label: t('spanishBusiness.ibanReview.document'),
              fileName: document.fileName,
            },
          ]}
        />
      )}
      <Card>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center gap-1">
              <label htmlFor={ibanId} className="text-sm font-medium text-ink">
                {t('spanishBusiness.ibanReview.label')}
              </label>
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600 -my-3"
                aria-expanded={tipOpen}
                aria-controls={tipId}
                aria-label={t('spanishBusiness.ibanReview.tipLabel')}
                onClick={() => setTipOpen((open) => !open)}
              >
                <Info className="size-4" aria-hidden="true" />
              </button>
            </div>
            <div
              id={tipId}
              hidden={!tipOpen}
              className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm dark:border-brand-800 dark:bg-brand-800/20"
            >
              {t('spanishBusiness.ibanReview.tip')}
            </div>
            <input
              id={ibanId}
              placeholder={IBAN_PLACEHOLDER}
              maxLength={IBAN_MAX_TYPED_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={ibanError ? true : undefined}
              aria-describedby={[`${ibanId}-hint`, ibanError ? `${ibanId}-error` : undefined]
                .filter(Boolean)
                .join(' ')}
              className={cn(
                'min-h-11 rounded-lg border bg-surface-raised px-3 font-mono text-base text-ink placeholder:text-ink-muted/70 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                ibanError ? 'border-danger' : 'border-line',
              )}
              {...form.register('iban')}
            />
            <p id={`${ibanId}-hint`} className="text-sm text-ink-muted">
              {t('spanishBusiness.ibanReview.hint')}
            </p>
            {ibanError && (
              <p id={`${ibanId}-error`} role="alert" className="text-sm font-medium text-danger">
                {ibanError}
              </p>
            )}
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">{t('spanishBusiness.ibanReview.declarations')}</legend>
            {(['accountOwnershipAttestation', 'acceptedDirectDebit'] as const).map((field) => (
              <div key={field} className="flex flex-col gap-1">
                <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:has-[:checked]:bg-brand-800/30">
                  <input
                    type="checkbox"
                    required
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                    aria-invalid={errorOf(field) ? true : undefined}
                    {...form.register(field)}
                  />
                  <span>{t(`spanishBusiness.ibanReview.${field}`)}</span>
                </label>
                {errorOf(field) && (
                  <p role="alert" className="text-sm font-medium text-danger">
                    {errorOf(field)}
                  </p>
                )}
              </div>
            ))}
          </fieldset>
          {failure && (
            <p role="alert" className="text-sm font-medium text-danger">
              {failure}
            </p>
          )}
          <Button
            type="submit"
            className="w-full"
            loading={pending}
            disabled={!canConfirmIban(values)}
          >
            {t('common.continue')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
