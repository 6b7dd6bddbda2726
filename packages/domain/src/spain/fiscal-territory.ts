import { FiscalTerritory, OrderStatus } from '@foundly/proto';

/**
 * Only the common tax regime is served: the foral territories (Navarra and
 * the three Basque provinces) have their own tax agencies (Haciendas Forales,
 * Ley 28/1990 and Ley 12/2002), and the Canary Islands levy IGIC instead of IVA
 * (Ley 20/1991), so their founders get the thank-you screen instead.
 */
export function isFiscalTerritorySupported(territory: FiscalTerritory): boolean {
  return territory === FiscalTerritory.REST_OF_SPAIN;
}

/** The choices of the fiscal-territory step, in the order of spec 02 §2. */
export const FISCAL_TERRITORY_CHOICES: readonly FiscalTerritory[] = [
  FiscalTerritory.REST_OF_SPAIN,
  FiscalTerritory.NAVARRA,
  FiscalTerritory.ALAVA,
  FiscalTerritory.GIPUZKOA,
  FiscalTerritory.BIZKAIA,
  FiscalTerritory.CANARY_ISLANDS,
];

/** Whether a territory is one of the four foral ones (Hacienda Foral). */
export function isForalTerritory(territory: FiscalTerritory): boolean {
  return (
    territory === FiscalTerritory.NAVARRA ||
    territory === FiscalTerritory.ALAVA ||
    territory === FiscalTerritory.GIPUZKOA ||
    territory === FiscalTerritory.BIZKAIA
  );
}

/**
 * Whether the order is a draft for a territory the product does not serve (a
 * foral one or the Canary Islands): its founder gets the 'Datos recibidos'
 * screen, and nothing of the dashboard applies to them. Once paid, an order
 * is served whatever it says (the payment refuses these territories).
 */
export function isTerritoryNotServed(status: OrderStatus, fiscalTerritory: FiscalTerritory) {
  return (
    (status === OrderStatus.DRAFT || status === OrderStatus.UNSPECIFIED) &&
    fiscalTerritory !== FiscalTerritory.UNSPECIFIED &&
    !isFiscalTerritorySupported(fiscalTerritory)
  );
}
