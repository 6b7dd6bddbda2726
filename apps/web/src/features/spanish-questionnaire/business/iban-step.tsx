import { IBAN_MAX_TYPED_LENGTH, normaliseIban, SPANISH_DOCUMENT_REFS } from '@foundly/domain';
import { TextField } from '@foundly/ui';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { useStepForm } from '../form/use-step-form.js';
import { AnalysingScreen } from '../ocr/analysing-screen.js';
import { DocumentUpload } from '../../questionnaire/fields/document-upload.js';
import {
  findReferencedDocument,
  type ReferencedDocument,
} from '../../questionnaire/fields/referenced-document.js';
import { formatIbanGroups, IBAN_PLACEHOLDER } from './iban-format.js';
import { IbanTip } from './iban-tip.js';

interface Values {
  iban: string;
}

/**
 * business-information/iban: the account the TGSS and the AEAT will debit,
 * typed, or a document showing it (offered only while nothing is typed).
 * After an upload the document is read (IbanOcr) and what was read is saved;
 * the review step comes next either way.
 */
export function IbanStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.businessInformation;
  const [analysed, setAnalysed] = useState<ReferencedDocument | undefined>();
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'businessInformation',
    defaultValues: { iban: formatIbanGroups(saved?.iban ?? '') },
    required: ['iban'],
    toUpdate: ({ iban }) => ({ businessInformation: { iban: normaliseIban(iban) } }),
  });
  const typed = form.watch('iban').trim() !== '';
  const document = findReferencedDocument(data, SPANISH_DOCUMENT_REFS.iban);

  if (analysed) {
    return (
      <AnalysingScreen
        kind="iban"
        documents={[
          { id: analysed.id, name: analysed.fileName || t('spanishBusiness.iban.uploadLabel') },
        ]}
        toUpdate={([iban]) => (iban ? { businessInformation: { iban } } : undefined)}
      />
    );
  }

  const submit = (event: FormEvent) => {
    if (!typed && document) {
      event.preventDefault();
      setAnalysed(document);
      return;
    }
    onSubmit(event);
  };

  return (
    <StepFrame
      title={t('spanishBusiness.iban.title')}
      description={t('spanishBusiness.iban.description')}
      onSubmit={submit}
      pending={pending}
      failure={failure}
    >
      <TextField
        label={t('spanishBusiness.iban.label')}
        placeholder={IBAN_PLACEHOLDER}
        maxLength={IBAN_MAX_TYPED_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errorOf('iban')}
        {...form.register('iban')}
      />
      <IbanTip />
      {!typed && (
        <>
          <p className="flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
            {t('spanishBusiness.iban.or')}
          </p>
          <div className="flex flex-col gap-1">
            <DocumentUpload
              label={t('spanishBusiness.iban.uploadLabel')}
              documentType="iban"
              referenceField={SPANISH_DOCUMENT_REFS.iban}
            />
            <p className="text-sm text-ink-muted">{t('spanishBusiness.iban.uploadHint')}</p>
          </div>
        </>
      )}
    </StepFrame>
  );
}
