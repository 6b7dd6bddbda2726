import { choiceName, FRENCH_DOCUMENT_REFS, PROOF_OF_ADDRESS_TYPES } from '@foundly/domain';
import { FrenchProofOfAddressType } from '@foundly/proto';
import { TextField } from '@foundly/ui';
import { Info } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { todayInFrance } from '../../questionnaire/today.js';
import { useStepForm } from '../form/use-step-form.js';
import { fromChoice, toChoice } from '../fields/to-choice.js';
import { DocumentUpload } from '../../questionnaire/fields/document-upload.js';
import { hasReferencedDocuments } from '../../questionnaire/fields/referenced-document.js';

interface Values {
  /** The enumeration's number as the radio gives it; '' while none is chosen. */
  proofAddressDocumentType: string;
  proofAddressDate: string;
}

/**
 * confirm-identity/personal-poa: the founder's proof of address. The registry
 * (greffe) only accepts a proof less than 3 months old, so the date printed
 * on it is asked for and checked before the file is sent.
 */
export function PersonalProofOfAddressStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.personalInformation;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: {
      proofAddressDocumentType: toChoice(saved?.proofAddressDocumentType, PROOF_OF_ADDRESS_TYPES),
      proofAddressDate: saved?.proofAddressDate ?? '',
    },
    required: ['proofAddressDocumentType', 'proofAddressDate'],
    toUpdate: (values) => ({
      personalInformation: {
        proofAddressDocumentType: fromChoice<FrenchProofOfAddressType>(
          values.proofAddressDocumentType,
        ),
        proofAddressDate: values.proofAddressDate,
      },
    }),
  });
  const [missingFile, setMissingFile] = useState(false);
  const type = fromChoice<FrenchProofOfAddressType>(form.watch('proofAddressDocumentType'));
  const fileStored = hasReferencedDocuments(data, [FRENCH_DOCUMENT_REFS.personalProofOfAddress]);

  const submit = (event: FormEvent) => {
    if (!fileStored) {
      event.preventDefault();
      setMissingFile(true);
      return;
    }
    setMissingFile(false);
    onSubmit(event);
  };

  return (
    <StepFrame
      title={t('identityAndSignature.personalPoa.title')}
      description={t('identityAndSignature.personalPoa.description')}
      onSubmit={submit}
      pending={pending}
      failure={missingFile && !fileStored ? t('identityAndSignature.upload.missing') : failure}
    >
      <ChoiceField
        legend={t('identityAndSignature.personalPoa.typeLegend')}
        error={errorOf('proofAddressDocumentType')}
        choices={PROOF_OF_ADDRESS_TYPES.map((value) => ({
          value: String(value),
          label: t(
            `identityAndSignature.proofTypes.${choiceName(FrenchProofOfAddressType, value)}`,
          ),
          hint: t(
            `identityAndSignature.proofTypeHints.${choiceName(FrenchProofOfAddressType, value)}`,
          ),
        }))}
        {...form.register('proofAddressDocumentType')}
      />
      {type === FrenchProofOfAddressType.HOST_CERTIFICATE && (
        <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm dark:border-brand-800 dark:bg-brand-800/20">
          <Info className="size-5 shrink-0 text-brand-700 dark:text-brand-100" aria-hidden="true" />
          <div className="flex flex-col gap-2">
            <p className="font-medium">{t('identityAndSignature.personalPoa.hostTitle')}</p>
            <ol className="list-decimal pl-5">
              <li>{t('identityAndSignature.personalPoa.hostCertificate')}</li>
              <li>{t('identityAndSignature.personalPoa.hostIdentity')}</li>
              <li>{t('identityAndSignature.personalPoa.hostProof')}</li>
            </ol>
            <p className="text-ink-muted">{t('identityAndSignature.personalPoa.hostOnePdf')}</p>
          </div>
        </div>
      )}
      <TextField
        type="date"
        label={t('identityAndSignature.personalPoa.dateLabel')}
        hint={t('identityAndSignature.personalPoa.dateHint')}
        max={todayInFrance()}
        error={errorOf('proofAddressDate')}
        {...form.register('proofAddressDate')}
      />
      <DocumentUpload
        label={t('identityAndSignature.personalPoa.uploadLabel')}
        hint={
          type === FrenchProofOfAddressType.HOST_CERTIFICATE
            ? t('identityAndSignature.personalPoa.hostFormat')
            : undefined
        }
        documentType="proof_of_address"
        referenceField={FRENCH_DOCUMENT_REFS.personalProofOfAddress}
      />
    </StepFrame>
  );
}
