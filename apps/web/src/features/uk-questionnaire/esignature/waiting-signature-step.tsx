import { useCompanyWaitingSignatureTexts } from '../../questionnaire/esignature/company-signature-texts.js';
import { WaitingSignatureCard } from '../../questionnaire/esignature/waiting-signature-card.js';
import { DocumentsToSign } from './documents-to-sign.js';

/** e-signature/waiting-signature: the memorandum and articles are out for signature. */
export function WaitingSignatureStep() {
  return (
    <WaitingSignatureCard
      texts={useCompanyWaitingSignatureTexts()}
      documents={<DocumentsToSign />}
    />
  );
}
