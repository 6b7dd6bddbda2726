import { getRouteApi } from '@tanstack/react-router';
import { OrderFilePage } from '../features/order-file/index.js';

const route = getRouteApi('/operator/orders/$orderId');

export function OrderFileRoute() {
  const { orderId } = route.useParams();
  return <OrderFilePage orderId={orderId} />;
}
