import type {
  CompliancePlan,
  ComplianceQuestionnaire,
  GetCompliancePlanByOrderIdResponse,
} from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../app/rpc/methods.js';
import { rpcQueryKey, useRpcMutation } from '../../../app/rpc/query.js';
import { useComplianceRequest } from './compliance-request.js';

/**
 * The compliance tool's changes. Each puts what the server answered in the
 * cache of the one query it changes (the questionnaire, or the plan), so the
 * screens never show a stale copy and nothing else is fetched again.
 */
export function useComplianceMutations(orderId: string) {
  const request = useComplianceRequest(orderId);
  const queryClient = useQueryClient();
  const putQuestionnaire = (questionnaire: ComplianceQuestionnaire | undefined) =>
    queryClient.setQueryData(
      rpcQueryKey(rpc.ComplianceService.getComplianceQuestionnaireByOrderId, request),
      { questionnaire },
    );
  const planKey = rpcQueryKey(rpc.ComplianceService.getCompliancePlanByOrderId, request);
  const putPlan = (plan: CompliancePlan | undefined) => queryClient.setQueryData(planKey, { plan });

  const generateQuestionnaire = useRpcMutation(
    rpc.ComplianceService.generateComplianceQuestionnaire,
    { onSuccess: (response) => putQuestionnaire(response.questionnaire) },
  );
  const answer = useRpcMutation(rpc.ComplianceService.updateComplianceQuestionnaire, {
    onSuccess: (response) => putQuestionnaire(response.questionnaire),
  });
  const generatePlan = useRpcMutation(rpc.ComplianceService.generateCompliancePlan, {
    onSuccess: (response) => putPlan(response.plan),
  });
  const recordAction = useRpcMutation(rpc.ComplianceService.recordComplianceAction, {
    onSuccess: (response) => {
      const step = response.data;
      if (!step) return;
      queryClient.setQueryData<GetCompliancePlanByOrderIdResponse>(planKey, (cached) =>
        cached?.plan
          ? {
              ...cached,
              plan: {
                ...cached.plan,
                sections: cached.plan.sections.map((section) => ({
                  ...section,
                  steps: section.steps.map((candidate) =>
                    candidate.id === step.id ? step : candidate,
                  ),
                })),
              },
            }
          : cached,
      );
    },
  });
  return { request, generateQuestionnaire, answer, generatePlan, recordAction };
}
