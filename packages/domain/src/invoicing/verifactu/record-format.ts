/**
 * An amount in cents as the Veri*Factu records and QR code write it: a point
 * before exactly two decimals and a minus sign when negative (12.35, -5.50,
 * 0.00), from integer cents so that no binary fraction creeps in (Orden
 * HAC/1177/2024; the AEAT's record format gives amounts up to 12 integer
 * digits and 2 decimals). The amounts printed for a person follow spec 02 §9,
 * cents divided by 100, through the locale's number format instead.
 */
export function formatVerifactuAmount(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

/** A rate (0.21) as the records write a percentage: 21.00. */
export function formatVerifactuRate(rate: number): string {
  return formatVerifactuAmount(BigInt(Math.round(rate * 10_000)));
}

/** A date YYYY-MM-DD as the records write it: dd-mm-aaaa (2024-01-01 → 01-01-2024). */
export function formatVerifactuDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}
