import type { ServiceImpl } from '@connectrpc/connect';
import { OrderService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { toCustomerMessage } from '../customers/index.js';
import { toOrderMessage, toQuestionnaireMessage } from './order-mapper.js';
import { createOrder } from './use-cases/create-order.js';
import { getMyOrder } from './use-cases/get-my-order.js';
import { updateOrder } from './use-cases/update-order.js';

export function createOrderService(app: AppContext): ServiceImpl<typeof OrderService> {
  return {
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
      const { order, customer, documents } = await getMyOrder(app, caller, request.orderId);
      const message = toOrderMessage(order, documents);
      return {
        order: message,
        customer: toCustomerMessage(customer),
        questionnaire: toQuestionnaireMessage(order),
        documents: message.documents,
      };
    },
    async updateOrder(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const order = await updateOrder(app, caller, {
        id: request.id,
        metadata: request.metadata,
        businessInformation: request.businessInformation,
      });
      return { order: toOrderMessage(order), questionnaire: toQuestionnaireMessage(order) };
    },
  };
}
