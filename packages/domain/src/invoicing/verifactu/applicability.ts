import { FiscalTerritory } from '@foundly/proto';
import { isForalTerritory } from '../../spain/fiscal-territory.js';

/**
 * The day invoicing software must meet Real Decreto 1007/2023 (Veri*Factu or
 * its own tamper-proof records) as Real Decreto-ley 15/2025 last set it:
 * 1 January 2027 for corporate-tax payers (companies), 1 July 2027 for
 * everyone else, autónomos among them. They have moved before (they were
 * in 2026) and may move again.
 */
export const VERIFACTU_START_DATES = {
  company: '2027-01-01',
  autonomo: '2027-07-01',
} as const;

export type VerifactuTaxpayer = keyof typeof VERIFACTU_START_DATES;

/**
 * Whether an invoice issued on `date` falls under Real Decreto 1007/2023.
 * Navarra and the Basque territories are outside it: their Haciendas Forales
 * have their own systems (TicketBAI, and Navarra's own rules). A territory
 * not yet chosen is not assumed to be under it.
 */
export function isVerifactuRequired(input: {
  taxpayer: VerifactuTaxpayer;
  territory: FiscalTerritory;
  date: string;
}): boolean {
  if (isForalTerritory(input.territory) || input.territory === FiscalTerritory.UNSPECIFIED) {
    return false;
  }
  return input.date >= VERIFACTU_START_DATES[input.taxpayer];
}
