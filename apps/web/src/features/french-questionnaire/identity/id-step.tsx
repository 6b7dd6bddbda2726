import { FRENCH_DOCUMENT_REFS } from '@foundly/domain';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { IdentityDocumentForm } from './identity-document-form.js';

/** confirm-identity/id: the founder's identity document, both sides unless a passport. */
export function IdentityDocumentStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  return (
    <IdentityDocumentForm
      path="identityDocumentType"
      saved={data?.questionnaire?.personalInformation?.identityDocumentType}
      documentType="identity"
      frontRef={FRENCH_DOCUMENT_REFS.identityFront}
      backRef={FRENCH_DOCUMENT_REFS.identityBack}
      title={t('identityAndSignature.id.title')}
      description={t('identityAndSignature.id.description')}
      legend={t('identityAndSignature.id.typeLegend')}
    />
  );
}
