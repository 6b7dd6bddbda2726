import { rgb, type PDFFont } from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import type { DocumentCopy } from './document-copy.js';
import { COLORS, MARGIN, type PageCanvas } from './page-canvas.js';

/** Points in a millimetre. */
const POINTS_PER_MM = 72 / 25.4;
/** The code's printed side, quiet zone aside: 35 mm, within the 30–40 mm Orden HAC/1177/2024 asks. */
export const VERIFACTU_QR_SIDE_MM = 35;
/** The white margin a reader needs around the code, in modules (ISO/IEC 18004). */
const QUIET_ZONE_MODULES = 4;
const BLACK = rgb(0, 0, 0);

/**
 * The Veri*Factu QR code of an issued factura: the AEAT validation address
 * (`getVerifactuQrUrl`) with error correction M, 35 mm wide, drawn as vector
 * squares so that it prints sharp at any scale, the legend "VERI*FACTU" above
 * it and what it is for beside it (Orden HAC/1177/2024 art. 21; the AEAT's
 * "Características del QR").
 */
export function drawVerifactuQr(
  canvas: PageCanvas,
  fonts: { regular: PDFFont; bold: PDFFont },
  copy: DocumentCopy,
  url: string,
) {
  const code = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const modules = code.modules.size;
  const side = VERIFACTU_QR_SIDE_MM * POINTS_PER_MM;
  const unit = side / modules;
  const legendHeight = 16;
  canvas.ensureSpace(side + legendHeight + 2 * QUIET_ZONE_MODULES * unit);
  const x = MARGIN + QUIET_ZONE_MODULES * unit;
  canvas.text('VERI*FACTU', x, canvas.y - 10, { font: fonts.bold, size: 10 });
  const top = canvas.y - legendHeight - QUIET_ZONE_MODULES * unit;
  for (let row = 0; row < modules; row += 1) {
    for (let column = 0; column < modules; column += 1) {
      if (!code.modules.get(row, column)) continue;
      canvas.rectangle(x + column * unit, top - (row + 1) * unit, unit, unit, BLACK);
    }
  }
  canvas.text(copy.verifactuQr, x + side + 5 * QUIET_ZONE_MODULES * unit, top - side / 2, {
    font: fonts.regular,
    size: 8,
    color: COLORS.muted,
  });
  canvas.y = top - side - QUIET_ZONE_MODULES * unit - 8;
}
