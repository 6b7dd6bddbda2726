import { create } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import { BillingService, OrderStatus, PaymentStatus, ProductSchema } from '@foundly/proto';
import type { ProductDefinition } from '@foundly/domain';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { getPaymentStatus } from './use-cases/get-payment-status.js';
import { getProducts } from './use-cases/get-products.js';
import { payOrder } from './use-cases/pay-order.js';

const PAYMENT_STATUSES: Record<string, PaymentStatus> = {
  pending: PaymentStatus.PENDING,
  succeeded: PaymentStatus.SUCCEEDED,
  failed: PaymentStatus.FAILED,
  expired: PaymentStatus.EXPIRED,
};

function toProductMessage(product: ProductDefinition) {
  return create(ProductSchema, {
    productId: product.productId,
    name: product.name,
    price: BigInt(product.priceCents),
    isSubscription: product.isSubscription,
    currency: product.currency,
    features: [...product.features],
    vatRate: product.vatRate,
  });
}

export function createBillingService(app: AppContext): ServiceImpl<typeof BillingService> {
  return {
    async getProducts(request, ctx) {
      await requireCaller(app, ctx);
      return { products: getProducts(request.country, request.legalForm).map(toProductMessage) };
    },
    async payOrder(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { url } = await payOrder(app, caller, {
        orderId: request.orderId,
        country: request.country,
        locale: request.locale,
      });
      return { url };
    },
    async getPaymentStatus(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { payment, order } = await getPaymentStatus(app, caller, {
        sessionId: request.sessionId,
        tempAuth: request.tempAuth,
      });
      return {
        status: PAYMENT_STATUSES[payment.status] ?? PaymentStatus.UNSPECIFIED,
        orderId: order.id,
        orderStatus: OrderStatus[order.status] ?? OrderStatus.UNSPECIFIED,
      };
    },
  };
}
