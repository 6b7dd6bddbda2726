import { useI18n } from '../../../app/i18n/index.js';
import { useCompanyWaitingApprovalTexts } from '../../questionnaire/esignature/company-signature-texts.js';
import { WaitingApprovalCard } from '../../questionnaire/esignature/waiting-approval-card.js';

/** e-signature/waiting-approval: the team checks the signed application before filing it. */
export function WaitingApprovalStep() {
  const { t } = useI18n();
  const texts = useCompanyWaitingApprovalTexts({
    description: t('ukQuestionnaire.esignature.approvalDescription'),
    approvedBody: t('ukQuestionnaire.esignature.approvedBody'),
  });
  return <WaitingApprovalCard texts={texts} />;
}
