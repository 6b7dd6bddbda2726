import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const BLANK = '____________________________';

/**
 * Makes text printable with a standard PDF font: those fonts only encode
 * WinAnsi (Latin-1 and a few typographic signs), and pdf-lib throws on any
 * other character. Accented letters outside it lose their accent (ğ -> g),
 * anything else becomes "?", so that a founder's name never breaks a document.
 */
export function toWinAnsi(font: PDFFont, text: string): string {
  let result = '';
  for (const char of text.normalize('NFC').replace(/[\t\u00a0\u202f\u2009]/g, ' ')) {
    if (isControlCharacter(char)) continue;
    if (canEncode(font, char)) {
      result += char;
      continue;
    }
    const stripped = char.normalize('NFD').replace(/\p{M}/gu, '');
    result += stripped && [...stripped].every((part) => canEncode(font, part)) ? stripped : '?';
  }
  return result;
}

function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

function canEncode(font: PDFFont, char: string): boolean {
  try {
    font.encodeText(char);
    return true;
  } catch {
    return false;
  }
}

/** A value to print, or a blank line to fill in by hand when the answer is missing. */
export function orBlank(value: string | number | undefined | null): string {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return text || BLANK;
}

/**
 * A minimal flowing-text layout over pdf-lib: titles, headings, wrapped
 * paragraphs and "label: value" lines on A4 pages, with page numbers.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.addPage();
  }

  /** A new document whose metadata carries `title` and the date it was made. */
  static async create(title: string, createdAt: Date): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    doc.setTitle(toWinAnsi(regular, title));
    doc.setProducer('Foundly');
    doc.setCreator('Foundly');
    doc.setCreationDate(createdAt);
    doc.setModificationDate(createdAt);
    return new PdfWriter(doc, regular, bold);
  }

  title(text: string): this {
    this.write(text, { font: this.bold, size: 16, after: 14 });
    return this;
  }

  heading(text: string): this {
    this.ensureSpace(40);
    this.y -= 6;
    this.write(text, { font: this.bold, size: 12, after: 6 });
    return this;
  }

  paragraph(text: string): this {
    this.write(text, { font: this.regular, size: 10, after: 6 });
    return this;
  }

  field(label: string, value: string | number | undefined | null): this {
    this.write(`${label} : ${orBlank(value)}`, { font: this.regular, size: 10, after: 3 });
    return this;
  }

  /** Room for the signature, which the signing partner stamps on the last page. */
  signatureBlock(lines: readonly string[]): this {
    this.ensureSpace(150);
    this.y -= 12;
    for (const line of lines) this.write(line, { font: this.bold, size: 10, after: 3 });
    return this;
  }

  async toBytes(): Promise<Buffer> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      page.drawText(`${index + 1} / ${pages.length}`, {
        x: PAGE_WIDTH / 2 - 10,
        y: 28,
        size: 8,
        font: this.regular,
        color: rgb(0.4, 0.4, 0.4),
      });
    });
    return Buffer.from(await this.doc.save({ useObjectStreams: false }));
  }

  private addPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private ensureSpace(height: number) {
    if (this.y - height < MARGIN) this.addPage();
  }

  private write(text: string, style: { font: PDFFont; size: number; after: number }) {
    const lineHeight = style.size * 1.35;
    for (const line of this.wrap(toWinAnsi(style.font, text), style.font, style.size)) {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN, y: this.y, size: style.size, font: style.font });
    }
    this.y -= style.after;
  }

  private wrap(text: string, font: PDFFont, size: number): string[] {
    const width = PAGE_WIDTH - 2 * MARGIN;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
          line = candidate;
        } else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }
}
