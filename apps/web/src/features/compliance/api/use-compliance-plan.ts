import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';
import { useComplianceRequest } from './compliance-request.js';

/** The order's compliance plan (unset `plan` before it is generated). */
export function useCompliancePlan(orderId: string) {
  const request = useComplianceRequest(orderId);
  return useRpcQuery(rpc.ComplianceService.getCompliancePlanByOrderId, request, {
    enabled: Boolean(orderId),
  });
}
