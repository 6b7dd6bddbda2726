import { useI18n } from '../../../app/i18n/index.js';
import { WaitingSignatureCard } from '../../questionnaire/esignature/waiting-signature-card.js';
import { DocumentsToSign } from './documents-to-sign.js';

/** e-signature/waiting-signature: the memorandum and articles are out for signature. */
export function WaitingSignatureStep() {
  const { t } = useI18n();
  return (
    <WaitingSignatureCard
      texts={{
        title: t('identityAndSignature.esignature.waitingSignature.title'),
        description: (email) =>
          email
            ? t('identityAndSignature.esignature.waitingSignature.description', { email })
            : t('identityAndSignature.esignature.waitingSignature.descriptionNoAddress'),
        nextTitle: t('identityAndSignature.esignature.waitingSignature.nextTitle'),
        steps: [
          t('identityAndSignature.esignature.waitingSignature.open'),
          t('identityAndSignature.esignature.waitingSignature.sign'),
          t('identityAndSignature.esignature.waitingSignature.after'),
        ],
      }}
      documents={<DocumentsToSign />}
    />
  );
}
