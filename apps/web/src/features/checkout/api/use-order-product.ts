import { computePriceBreakdown } from '@foundly/domain';
import { type Order } from '@foundly/proto';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

/** The product an order pays for, with its net, VAT and total in cents. */
export function useOrderProduct(order: Order | undefined) {
  const products = useRpcQuery(
    rpc.BillingService.getProducts,
    { country: order?.countryCode, legalForm: order?.legalForm },
    { enabled: Boolean(order) },
  );
  const list = products.data?.products ?? [];
  const product = order?.billingProducts[0]
    ? list.find((candidate) => candidate.productId === order.billingProducts[0])
    : list[0];
  const breakdown = product
    ? computePriceBreakdown(Number(product.price), product.vatRate)
    : undefined;
  return { product, breakdown, isPending: products.isPending, isError: products.isError };
}
