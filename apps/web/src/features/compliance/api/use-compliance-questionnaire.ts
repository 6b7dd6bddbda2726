import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';
import { useComplianceRequest } from './compliance-request.js';

/** The order's compliance questionnaire (unset `questionnaire` before it is generated). */
export function useComplianceQuestionnaire(orderId: string) {
  const request = useComplianceRequest(orderId);
  return useRpcQuery(rpc.ComplianceService.getComplianceQuestionnaireByOrderId, request, {
    enabled: Boolean(orderId),
  });
}
