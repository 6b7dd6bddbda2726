import type { ServiceImpl } from '@connectrpc/connect';
import { OrderService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import {
  getCurrentCertificate,
  toCertificateSummaryMessage,
  updateCertificatePassword,
} from '../certificates/index.js';
import { toCustomerMessage } from '../customers/index.js';
import {
  computeOrderProgress,
  createQuestionnaireHandlers,
  toOptionalProgressMessage,
  toOrderMessage,
  toQuestionnaireMessage,
  toSubmissionIssueMessage,
} from '../questionnaire/index.js';
import { confirmOrder } from './use-cases/confirm-order.js';
import { createOrder } from './use-cases/create-order.js';
import { getMyOrder } from './use-cases/get-my-order.js';
import { getSubmissionIssues } from './use-cases/get-submission-issues.js';
import { markQuestionnaireReviewed } from './use-cases/mark-questionnaire-reviewed.js';

/**
 * OrderService: the order's own methods here; the saves of the answers
 * (UpdateOrder, UpdateQuestionnaire, UpdateUkIncorporation) are the
 * questionnaire module's.
 */
export function createOrderService(app: AppContext): ServiceImpl<typeof OrderService> {
  return {
    ...createQuestionnaireHandlers(app),
    async createOrder(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const order = await createOrder(app, caller, {
        email: request.email,
        countryCode: request.countryCode,
        companyName: request.companyName,
        legalForm: request.companyLegalForm,
        metadata: request.metadata,
        billingProducts: request.billingProducts,
      });
      return { order: toOrderMessage(order) };
    },
    async getMyOrder(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { order, customer, documents, progress } = await getMyOrder(
        app,
        caller,
        request.orderId,
      );
      const message = toOrderMessage(order, documents);
      const certificate = getCurrentCertificate(order);
      return {
        order: message,
        customer: toCustomerMessage(customer),
        questionnaire: toQuestionnaireMessage(order),
        documents: message.documents,
        progress: toOptionalProgressMessage(progress),
        certificate: certificate ? toCertificateSummaryMessage(certificate) : undefined,
      };
    },
    async confirmOrder(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { order, progress } = await confirmOrder(app, caller, request.id);
      return { order: toOrderMessage(order), progress: toOptionalProgressMessage(progress) };
    },
    async questionnaireReviewed(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { order, progress } = await markQuestionnaireReviewed(app, caller, request.id);
      return { order: toOrderMessage(order), progress: toOptionalProgressMessage(progress) };
    },
    async updateCertificatePassword(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { order, certificate } = await updateCertificatePassword(app, caller, {
        orderId: request.orderId,
        password: request.password,
      });
      return {
        certificate: toCertificateSummaryMessage(certificate),
        order: toOrderMessage(order),
        progress: toOptionalProgressMessage(computeOrderProgress(order)),
      };
    },
    async getSubmissionIssues(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const issues = await getSubmissionIssues(app, caller, request.orderId);
      return { issues: issues.map(toSubmissionIssueMessage) };
    },
  };
}
