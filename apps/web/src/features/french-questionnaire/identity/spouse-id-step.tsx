import { FRENCH_DOCUMENT_REFS } from '@foundly/domain';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { IdentityDocumentForm } from './identity-document-form.js';

/** confirm-identity/spouse-id: the identity document of the spouse or PACS partner. */
export function SpouseIdentityDocumentStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  return (
    <IdentityDocumentForm
      path="spouse.identityDocumentType"
      saved={data?.questionnaire?.personalInformation?.spouse?.identityDocumentType}
      documentType="spouse_identity"
      frontRef={FRENCH_DOCUMENT_REFS.spouseIdentityFront}
      backRef={FRENCH_DOCUMENT_REFS.spouseIdentityBack}
      title={t('identityAndSignature.spouseId.title')}
      description={t('identityAndSignature.spouseId.description')}
      legend={t('identityAndSignature.spouseId.typeLegend')}
    />
  );
}
