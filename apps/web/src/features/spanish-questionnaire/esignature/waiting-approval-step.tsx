import { useI18n } from '../../../app/i18n/index.js';
import { WaitingApprovalCard } from '../../questionnaire/esignature/waiting-approval-card.js';

/**
 * e-signature/waiting-approval: the team checks the answers and documents
 * before sending the mandate for signature (in Spain the signature follows
 * the approval).
 */
export function WaitingApprovalStep() {
  const { t } = useI18n();
  return (
    <WaitingApprovalCard
      texts={{
        title: t('spanishSummary.esignature.waitingApproval.title'),
        description: t('spanishSummary.esignature.waitingApproval.description'),
        stagesTitle: t('spanishSummary.esignature.waitingApproval.stagesTitle'),
        stage: (stage) => ({
          title: t(`spanishSummary.esignature.waitingApproval.${stage}.title`),
          body: t(`spanishSummary.esignature.waitingApproval.${stage}.body`),
        }),
        done: t('spanishSummary.esignature.waitingApproval.done'),
        next: t('spanishSummary.esignature.waitingApproval.next'),
      }}
    />
  );
}
