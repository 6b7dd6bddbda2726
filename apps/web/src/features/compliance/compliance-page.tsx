import {
  getComplianceScreen,
  isPlanShown,
  type ComplianceApprovalStatus as StatusName,
} from '@foundly/domain';
import { ComplianceApprovalStatus, type ComplianceActionType } from '@foundly/proto';
import { Button, Card } from '@foundly/ui';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { PageLoader } from '../../components/page-loader.js';
import { useCurrentOrder } from '../order/api/current-order.js';
import { useComplianceMutations } from './api/use-compliance-mutations.js';
import { useCompliancePlan } from './api/use-compliance-plan.js';
import { useComplianceQuestionnaire } from './api/use-compliance-questionnaire.js';
import { ComplianceGeneratePlan } from './compliance-generate-plan.js';
import { ComplianceIntro } from './compliance-intro.js';
import { CompliancePlanView } from './compliance-plan-view.js';
import { ComplianceQuestionnaireScreen } from './compliance-questionnaire.js';

function toStatusName(status: ComplianceApprovalStatus): StatusName | undefined {
  const name = ComplianceApprovalStatus[status];
  return name === 'UNSPECIFIED' ? undefined : (name as StatusName);
}

/**
 * /compliance (spec 02 §2, §4): intro, questionnaire, generate-plan and
 * plan, the screen on load chosen by the domain's rule from what exists.
 */
export function CompliancePage() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const orderId = data?.order?.id ?? '';
  const questionnaireQuery = useComplianceQuestionnaire(orderId);
  const planQuery = useCompliancePlan(orderId);
  const { request, generateQuestionnaire, answer, generatePlan, recordAction } =
    useComplianceMutations(orderId);
  const [pending, setPending] = useState<{ stepId: string; action: ComplianceActionType }>();

  if (!orderId || questionnaireQuery.isPending || planQuery.isPending) return <PageLoader />;
  if (questionnaireQuery.isError || planQuery.isError) {
    return (
      <Frame title={t('compliance.title')}>
        <Card role="alert" className="flex flex-col gap-3">
          <p>{t('compliance.loadFailed')}</p>
          <Button
            variant="secondary"
            className="sm:self-start"
            onClick={() => {
              void questionnaireQuery.refetch();
              void planQuery.refetch();
            }}
          >
            {t('compliance.retry')}
          </Button>
        </Card>
      </Frame>
    );
  }

  const questionnaire = questionnaireQuery.data.questionnaire;
  const plan = planQuery.data.plan;
  const planStatus = plan ? toStatusName(plan.approvalStatus) : undefined;
  const screen = generatePlan.isPending
    ? 'generate-plan'
    : getComplianceScreen({ planStatus, hasQuestionnaire: Boolean(questionnaire) });
  const finish = () => generatePlan.mutate(request);

  return (
    <Frame title={t('compliance.title')}>
      {screen === 'intro' && (
        <ComplianceIntro
          starting={generateQuestionnaire.isPending}
          onStart={() => generateQuestionnaire.mutate(request)}
        />
      )}
      {screen === 'questionnaire' &&
        questionnaire &&
        (questionnaire.completed && generatePlan.isError ? (
          <ComplianceGeneratePlan state="not-generated" onGenerate={finish} />
        ) : (
          <ComplianceQuestionnaireScreen
            questionnaire={questionnaire}
            saving={answer.isPending}
            onFinish={finish}
            onAnswer={async (questionId, answerIds) => {
              const response = await answer.mutateAsync({
                ...request,
                questionnaireId: questionnaire.id,
                questionId,
                answerIds,
              });
              return response.questionnaire ?? questionnaire;
            }}
          />
        ))}
      {screen === 'generate-plan' && (
        <ComplianceGeneratePlan
          state={
            generatePlan.isPending
              ? 'generating'
              : planStatus && !isPlanShown(planStatus)
                ? 'awaiting-approval'
                : 'not-generated'
          }
          onGenerate={finish}
        />
      )}
      {screen === 'plan' && plan && (
        <CompliancePlanView
          plan={plan}
          pending={pending}
          failed={recordAction.isError}
          onAction={(stepId, action) => {
            setPending({ stepId, action });
            recordAction.mutate(
              { ...request, planId: plan.id, stepId, action, customerId: plan.customerId },
              { onSettled: () => setPending(undefined) },
            );
          }}
        />
      )}
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {children}
    </section>
  );
}
