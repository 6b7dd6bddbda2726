import { useI18n } from '../../../app/i18n/index.js';
import { WaitingApprovalCard } from '../../questionnaire/esignature/waiting-approval-card.js';

/** e-signature/waiting-approval: the team checks the signed application before filing it. */
export function WaitingApprovalStep() {
  const { t } = useI18n();
  return (
    <WaitingApprovalCard
      texts={{
        title: t('identityAndSignature.esignature.waitingApproval.title'),
        description: t('ukQuestionnaire.esignature.approvalDescription'),
        stagesTitle: t('identityAndSignature.esignature.waitingApproval.stagesTitle'),
        stage: (stage) => ({
          title: t(`identityAndSignature.esignature.waitingApproval.${stage}.title`),
          body:
            stage === 'approved'
              ? t('ukQuestionnaire.esignature.approvedBody')
              : t(`identityAndSignature.esignature.waitingApproval.${stage}.body`),
        }),
        done: t('identityAndSignature.esignature.waitingApproval.done'),
        current: t('identityAndSignature.esignature.waitingApproval.current'),
      }}
    />
  );
}
