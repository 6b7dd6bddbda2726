import {
  degrees,
  rgb,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from '@cantoo/pdf-lib';

export const A4_WIDTH = 595.28;
export const A4_HEIGHT = 841.89;
export const MARGIN = 48;
/** Room kept at the foot of every page for its footer line. */
const FOOTER_ROOM = 40;
export const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;

export const COLORS = {
  ink: rgb(0.11, 0.13, 0.16),
  muted: rgb(0.4, 0.43, 0.48),
  brand: rgb(0.059, 0.463, 0.431),
  band: rgb(0.941, 0.992, 0.98),
  rule: rgb(0.86, 0.88, 0.91),
  watermark: rgb(0.93, 0.94, 0.95),
};

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: Color;
}

/**
 * Printable text: no control characters; tabs and the narrow or no-break
 * spaces Intl puts in numbers ("1 215,00 €") become plain spaces, which every
 * font has.
 */
export function toPrintable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\t\u00a0\u2007\u2009\u202f]/g, ' ')
    .replace(/[^\P{Cc}\n]/gu, '');
}

/**
 * Lines of `text` that fit `width`, broken between words, and inside a word
 * too long for a line of its own (an IBAN, a URL).
 */
export function wrapText(text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  const fits = (candidate: string) => style.font.widthOfTextAtSize(candidate, style.size) <= width;
  for (const paragraph of toPrintable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A flowing layout over A4 pages: a cursor that moves down, starts a new page
 * (with its watermark and repeated header) when the next block does not fit,
 * and a footer drawn on every page once the page count is known.
 */
export class PageCanvas {
  page!: PDFPage;
  y = 0;
  private readonly pages: PDFPage[] = [];
  private onNewPage: (() => void) | undefined;

  constructor(
    private readonly doc: PDFDocument,
    private readonly watermark: { text: string; font: PDFFont } | undefined,
  ) {
    this.addPage();
  }

  /** Runs `draw` at the top of every page started from now on (a table's header row). */
  repeatOnNewPage(draw: (() => void) | undefined): void {
    this.onNewPage = draw;
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensureSpace(height: number): void {
    if (this.y - height >= MARGIN + FOOTER_ROOM) return;
    this.addPage();
    this.onNewPage?.();
  }

  text(text: string, x: number, y: number, style: TextStyle): void {
    this.page.drawText(toPrintable(text), {
      x,
      y,
      font: style.font,
      size: style.size,
      color: style.color ?? COLORS.ink,
    });
  }

  textRight(text: string, right: number, y: number, style: TextStyle): void {
    const printable = toPrintable(text);
    this.text(printable, right - style.font.widthOfTextAtSize(printable, style.size), y, style);
  }

  rectangle(x: number, y: number, width: number, height: number, color: Color): void {
    this.page.drawRectangle({ x, y, width, height, color });
  }

  rule(x: number, y: number, width: number): void {
    this.page.drawLine({
      start: { x, y },
      end: { x: x + width, y },
      thickness: 0.6,
      color: COLORS.rule,
    });
  }

  /** Wrapped text from the cursor down; returns the lines' total height. */
  paragraph(text: string, x: number, width: number, style: TextStyle, leading = 1.4): number {
    const lineHeight = style.size * leading;
    const lines = wrapText(text, style, width);
    for (const line of lines) {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      this.text(line, x, this.y + (lineHeight - style.size) / 2, style);
    }
    return lines.length * lineHeight;
  }

  /** Writes "left … right" on every page's foot, e.g. the document number and "Page 1 of 2". */
  drawFooters(left: string, right: (page: number, pages: number) => string, style: TextStyle) {
    this.pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN, y: MARGIN + 14 },
        end: { x: A4_WIDTH - MARGIN, y: MARGIN + 14 },
        thickness: 0.6,
        color: COLORS.rule,
      });
      const color = style.color ?? COLORS.muted;
      page.drawText(toPrintable(left), {
        x: MARGIN,
        y: MARGIN,
        font: style.font,
        size: style.size,
        color,
      });
      const label = right(index + 1, this.pages.length);
      page.drawText(label, {
        x: A4_WIDTH - MARGIN - style.font.widthOfTextAtSize(label, style.size),
        y: MARGIN,
        font: style.font,
        size: style.size,
        color,
      });
    });
  }

  private addPage(): void {
    this.page = this.doc.addPage([A4_WIDTH, A4_HEIGHT]);
    this.pages.push(this.page);
    this.y = A4_HEIGHT - MARGIN;
    if (this.watermark) {
      const size = 96;
      const { text, font } = this.watermark;
      const width = font.widthOfTextAtSize(text, size);
      const angle = 35;
      const radians = (angle * Math.PI) / 180;
      this.page.drawText(text, {
        x: A4_WIDTH / 2 - (width / 2) * Math.cos(radians) + (size / 3) * Math.sin(radians),
        y: A4_HEIGHT / 2 - (width / 2) * Math.sin(radians) - (size / 3) * Math.cos(radians),
        font,
        size,
        color: COLORS.watermark,
        rotate: degrees(angle),
      });
    }
  }
}
