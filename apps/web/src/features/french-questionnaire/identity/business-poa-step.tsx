import { FRENCH_DOCUMENT_REFS } from '@foundly/domain';
import { AddressType } from '@foundly/proto';
import { TextField } from '@foundly/ui';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { todayInFrance } from '../../questionnaire/today.js';
import { useStepForm } from '../form/use-step-form.js';
import { DocumentUpload } from '../../questionnaire/fields/document-upload.js';
import { hasReferencedDocuments } from '../../questionnaire/fields/referenced-document.js';

interface Values {
  proofAddressDate: string;
}

/** The wording follows how the company occupies its registered office. */
function wordingOf(addressType: AddressType | undefined) {
  if (addressType === AddressType.DOMICILIATION) return 'domiciliation';
  if (addressType === AddressType.COMMERCIAL_LEASE) return 'commercialLease';
  return 'other';
}

/**
 * confirm-identity/business-poa: the right to use the registered office when
 * it is not the founder's home — the domiciliation contract or the
 * commercial lease — and its date.
 */
export function BusinessProofOfAddressStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const company = data?.questionnaire?.companyDetails;
  const wording = wordingOf(company?.addressType);
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: { proofAddressDate: company?.proofAddressDate ?? '' },
    required: ['proofAddressDate'],
  });
  const [missingFile, setMissingFile] = useState(false);
  const fileStored = hasReferencedDocuments(data, [FRENCH_DOCUMENT_REFS.businessProofOfAddress]);

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
      title={t(`identityAndSignature.businessPoa.${wording}.title`)}
      description={t(`identityAndSignature.businessPoa.${wording}.description`)}
      onSubmit={submit}
      pending={pending}
      failure={missingFile && !fileStored ? t('identityAndSignature.upload.missing') : failure}
    >
      <TextField
        type="date"
        label={t(`identityAndSignature.businessPoa.${wording}.dateLabel`)}
        hint={t('identityAndSignature.businessPoa.dateHint')}
        max={todayInFrance()}
        error={errorOf('proofAddressDate')}
        {...form.register('proofAddressDate')}
      />
      <DocumentUpload
        label={t(`identityAndSignature.businessPoa.${wording}.uploadLabel`)}
        documentType="business_proof_of_address"
        referenceField={FRENCH_DOCUMENT_REFS.businessProofOfAddress}
      />
    </StepFrame>
  );
}
