import { useArea } from '../../../app/area/use-area.js';

/** What every compliance call names: the order, the area's country and the page's language. */
export function useComplianceRequest(orderId: string) {
  const { prefix, locale } = useArea();
  return { orderId, country: prefix, locale };
}
