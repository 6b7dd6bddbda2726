import type { ServiceImpl } from '@connectrpc/connect';
import type { ComplianceAction } from '@foundly/domain';
import { ComplianceActionType, type ComplianceService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { generateCompliancePlan } from './use-cases/generate-compliance-plan.js';
import { generateComplianceQuestionnaire } from './use-cases/generate-compliance-questionnaire.js';
import { getCompliancePlan } from './use-cases/get-compliance-plan.js';
import { getComplianceQuestionnaire } from './use-cases/get-compliance-questionnaire.js';
import { recordComplianceAction } from './use-cases/record-compliance-action.js';
import { updateComplianceQuestionnaire } from './use-cases/update-compliance-questionnaire.js';

/** The contract's action as the domain's, undefined for UNSPECIFIED. */
export function toComplianceAction(action: ComplianceActionType): ComplianceAction | undefined {
  switch (action) {
    case ComplianceActionType.STEP_MARKED_COMPLETED:
      return 'STEP_MARKED_COMPLETED';
    case ComplianceActionType.STEP_MARKED_SKIPPED:
      return 'STEP_MARKED_SKIPPED';
    default:
      return undefined;
  }
}

/** The founder's compliance tool (formation.v1.ComplianceService). */
export function createComplianceService(app: AppContext): ServiceImpl<typeof ComplianceService> {
  return {
    async getComplianceQuestionnaireByOrderId(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const questionnaire = await getComplianceQuestionnaire(app, caller, request);
      return questionnaire ? { questionnaire } : {};
    },
    async getCompliancePlanByOrderId(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const plan = await getCompliancePlan(app, caller, request);
      return plan ? { plan } : {};
    },
    async generateComplianceQuestionnaire(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { questionnaire: await generateComplianceQuestionnaire(app, caller, request) };
    },
    async updateComplianceQuestionnaire(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { questionnaire: await updateComplianceQuestionnaire(app, caller, request) };
    },
    async generateCompliancePlan(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { plan: await generateCompliancePlan(app, caller, request) };
    },
    async recordComplianceAction(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const data = await recordComplianceAction(app, caller, {
        ...request,
        action: toComplianceAction(request.action),
      });
      return { data };
    },
  };
}
