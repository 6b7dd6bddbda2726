import { LegalForm } from '@foundly/proto';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { useCompanyWaitingSignatureTexts } from '../../questionnaire/esignature/company-signature-texts.js';
import { WaitingSignatureCard } from '../../questionnaire/esignature/waiting-signature-card.js';
import { DocumentsToSign } from './documents-to-sign.js';

/** e-signature/waiting-signature: the documents of the legal form are out for signature. */
export function WaitingSignatureStep() {
  const { data } = useCurrentOrder();
  return (
    <WaitingSignatureCard
      texts={useCompanyWaitingSignatureTexts()}
      documents={<DocumentsToSign legalForm={data?.order?.legalForm ?? LegalForm.UNSPECIFIED} />}
    />
  );
}
