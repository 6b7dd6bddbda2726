import { formatVerifactuAmount, formatVerifactuDate } from './record-format.js';

/**
 * The address the QR code of a Veri*Factu invoice opens, on the AEAT's
 * production service or its test service (the AEAT's "Características del
 * QR y especificaciones de servicio de cotejo o remisión de facturas"). The
 * code is printed 30–40 mm wide, with error correction M and the legend
 * "VERI*FACTU" (Orden HAC/1177/2024): the image belongs to the server.
 */
export const VERIFACTU_QR_BASE_URLS = {
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
} as const;

export type VerifactuEnvironment = keyof typeof VERIFACTU_QR_BASE_URLS;

/**
 * The QR code's URL: the issuer's NIF, the invoice's series and number, its
 * date dd-mm-aaaa and its total (ImporteTotal) with a point and two
 * decimals, each value URL-encoded (a number 12345678&G33 is written
 * 12345678%26G33).
 */
export function getVerifactuQrUrl(input: {
  environment: VerifactuEnvironment;
  issuerNif: string;
  number: string;
  issueDate: string;
  totalAmount: bigint;
}): string {
  const query = [
    ['nif', input.issuerNif.trim()],
    ['numserie', input.number.trim()],
    ['fecha', formatVerifactuDate(input.issueDate)],
    ['importe', formatVerifactuAmount(input.totalAmount)],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `${VERIFACTU_QR_BASE_URLS[input.environment]}?${query}`;
}
