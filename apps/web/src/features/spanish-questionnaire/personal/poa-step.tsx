import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { useAnalysedStepForm } from '../ocr/use-analysed-step-form.js';
import { AddressAnalysingScreen } from './address-analysing-screen.js';
import { ADDRESS_KINDS } from './address-kinds.js';
import { CHOOSE_A_TYPE } from './choose-a-type.js';
import { ProofOfAddressFields } from './proof-of-address-fields.js';
import { hasReferencedDocuments } from '../../questionnaire/fields/referenced-document.js';
import { useNeedsAnalysis } from './use-needs-analysis.js';

interface Values {
  /** The ProofOfAddressType as the radio holds it, '' before a choice. */
  proofAddressDocumentType: string;
}

const { referenceField, reviewFlag } = ADDRESS_KINDS.home;

/**
 * personal-information/poa: the proof of the founder's home address and its
 * type; once saved, OCR reads the address for the review step.
 */
export function PoaStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.spanishPersonalInformation?.proofAddressDocumentType;
  const needsAnalysis = useNeedsAnalysis(reviewFlag);
  const { form, onSubmit, pending, failure, errorOf, analysing } = useAnalysedStepForm<Values>({
    section: 'personalInformation',
    defaultValues: { proofAddressDocumentType: saved ? String(saved) : '' },
    toUpdate: (values) => ({
      personalInformation: { proofAddressDocumentType: Number(values.proofAddressDocumentType) },
    }),
    needsAnalysis: () => needsAnalysis([referenceField]),
  });
  const [missingFile, setMissingFile] = useState(false);
  const fileStored = hasReferencedDocuments(data, [referenceField]);

  if (analysing) return <AddressAnalysingScreen kind="home" />;

  const submit = (event: FormEvent) => {
    if (!fileStored) {
      event.preventDefault();
      setMissingFile(true);
      void form.trigger();
      return;
    }
    setMissingFile(false);
    onSubmit(event);
  };

  return (
    <StepFrame
      title={t('spanishPersonal.proof.home.title')}
      description={t('spanishPersonal.proof.home.description')}
      onSubmit={submit}
      pending={pending}
      failure={missingFile && !fileStored ? t('spanishPersonal.upload.missing') : failure}
    >
      <ProofOfAddressFields
        kind="home"
        typeInput={form.register('proofAddressDocumentType', CHOOSE_A_TYPE)}
        typeError={errorOf('proofAddressDocumentType')}
      />
    </StepFrame>
  );
}
