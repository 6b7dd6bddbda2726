import { toScaledInteger } from '../scaled-number.js';
import { RATE_DECIMALS } from '../document-totals.js';

/**
 * The IVA rates of the common territory, as fractions: the general 21 %
 * (Ley 37/1992 del IVA art. 90.Uno), the reduced 10 % and the super-reduced
 * 4 % (art. 91.Uno and 91.Dos), and 0 % for an operation that bears no IVA
 * (an exempt one, arts. 20–25, which the invoice then names). The temporary
 * rates some years added (5 % on electricity and food in 2022–2024, 2 % on
 * oil in 2024) have lapsed; any other rate is refused.
 */
export const SPANISH_IVA_RATES: readonly number[] = [0.21, 0.1, 0.04, 0];

/** Whether `rate` (a fraction, 0.21 for 21 %) is one of the Spanish IVA rates. */
export function isSpanishIvaRate(rate: number): boolean {
  const steps = toScaledInteger(rate, RATE_DECIMALS);
  return (
    steps !== undefined &&
    SPANISH_IVA_RATES.some((allowed) => toScaledInteger(allowed, RATE_DECIMALS) === steps)
  );
}

/**
 * Why an operation bears no IVA, as the Veri*Factu records code it (Orden
 * HAC/1177/2024, list L10, "OperacionExenta"), each the exemption an invoice
 * refers to (Real Decreto 1619/2012 art. 6.1.j): E1 art. 20 of Ley 37/1992
 * (health, education, insurance, finance, letting of homes…), E2 art. 21
 * (exports), E3 art. 22 (operations treated as exports), E4 arts. 23 and 24
 * (free zones and customs regimes), E5 art. 25 (deliveries to another EU
 * member state), E6 any other exemption.
 */
export const IVA_EXEMPTIONS = ['E1', 'E2', 'E3', 'E4', 'E5', 'E6'] as const;

export type IvaExemption = (typeof IVA_EXEMPTIONS)[number];

/** The provision each exemption refers to, printed on the invoice. */
export const IVA_EXEMPTION_REFERENCES: Readonly<Record<IvaExemption, string>> = {
  E1: 'Art. 20 Ley 37/1992',
  E2: 'Art. 21 Ley 37/1992',
  E3: 'Art. 22 Ley 37/1992',
  E4: 'Arts. 23 y 24 Ley 37/1992',
  E5: 'Art. 25 Ley 37/1992',
  E6: 'Ley 37/1992',
};

/** Whether a text is one of the exemption codes. */
export function isIvaExemption(value: string): value is IvaExemption {
  return (IVA_EXEMPTIONS as readonly string[]).includes(value);
}
