import { useI18n } from '../../../app/i18n/index.js';
import { useCompanyWaitingApprovalTexts } from '../../questionnaire/esignature/company-signature-texts.js';
import { WaitingApprovalCard } from '../../questionnaire/esignature/waiting-approval-card.js';

/** e-signature/waiting-approval: the formation team checks the signed file. */
export function WaitingApprovalStep() {
  const { t } = useI18n();
  const texts = useCompanyWaitingApprovalTexts({
    description: t('identityAndSignature.esignature.waitingApproval.description'),
  });
  return <WaitingApprovalCard texts={texts} />;
}
