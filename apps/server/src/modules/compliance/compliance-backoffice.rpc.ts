import type { ServiceImpl } from '@connectrpc/connect';
import { isLocale } from '@foundly/domain';
import type { ComplianceBackofficeService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireOperator } from '../backoffice/index.js';
import {
  getCompliancePlanReview,
  listCompliancePlansForReview,
} from './use-cases/get-compliance-plan-review.js';
import {
  addComplianceStep,
  approveCompliancePlan,
  removeComplianceStep,
  startCompliancePlanReview,
} from './use-cases/review-compliance-plan.js';

/** The operators' review of compliance plans (formation.v1.ComplianceBackofficeService). */
export function createComplianceBackofficeService(
  app: AppContext,
): ServiceImpl<typeof ComplianceBackofficeService> {
  return {
    async listCompliancePlansForReview(_request, ctx) {
      await requireOperator(app, ctx);
      return { plans: await listCompliancePlansForReview(app) };
    },
    async getCompliancePlanReview(request, ctx) {
      await requireOperator(app, ctx);
      const locale = isLocale(request.locale) ? request.locale : 'fr-fr';
      return getCompliancePlanReview(app, request.planId, locale);
    },
    async startCompliancePlanReview(request, ctx) {
      await startCompliancePlanReview(app, await requireOperator(app, ctx), request.planId);
      return {};
    },
    async addComplianceStep(request, ctx) {
      await addComplianceStep(app, await requireOperator(app, ctx), request);
      return {};
    },
    async removeComplianceStep(request, ctx) {
      await removeComplianceStep(app, await requireOperator(app, ctx), request);
      return {};
    },
    async approveCompliancePlan(request, ctx) {
      await approveCompliancePlan(app, await requireOperator(app, ctx), request.planId);
      return {};
    },
  };
}
