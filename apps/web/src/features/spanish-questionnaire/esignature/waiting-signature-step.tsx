import { useI18n } from '../../../app/i18n/index.js';
import { WaitingSignatureCard } from '../../questionnaire/esignature/waiting-signature-card.js';
import { MandatesToSign } from './mandates-to-sign.js';

/** e-signature/waiting-signature: the representation mandate is out for signature. */
export function WaitingSignatureStep() {
  const { t } = useI18n();
  return (
    <WaitingSignatureCard
      texts={{
        title: t('spanishSummary.esignature.waitingSignature.title'),
        description: (email) =>
          email
            ? t('spanishSummary.esignature.waitingSignature.description', { email })
            : t('spanishSummary.esignature.waitingSignature.descriptionNoAddress'),
        nextTitle: t('spanishSummary.esignature.waitingSignature.nextTitle'),
        steps: [
          t('spanishSummary.esignature.waitingSignature.open'),
          t('spanishSummary.esignature.waitingSignature.sign'),
          t('spanishSummary.esignature.waitingSignature.after'),
        ],
        note: t('spanishSummary.esignature.waitingSignature.spam'),
      }}
      documents={<MandatesToSign />}
    />
  );
}
