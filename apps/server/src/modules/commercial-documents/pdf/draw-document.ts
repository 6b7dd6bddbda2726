import { PDFDocument, type PDFFont, type PDFImage } from '@cantoo/pdf-lib';
import fontkit from '@cantoo/fontkit';
import {
  toPrintedIban,
  type InvoicingCountry,
  type LegalMention,
  type Locale,
} from '@foundly/domain';
import {
  CommercialDocumentKind,
  CommercialDocumentStatus,
  type CommercialDocument,
  type InvoiceCustomer,
  type InvoiceSeller,
} from '@foundly/proto';
import { DOCUMENT_COPY, type DocumentCopy } from './document-copy.js';
import {
  formatAddress,
  formatDate,
  formatMoney,
  formatQuantity,
  formatRate,
} from './document-format.js';
import type { DocumentFonts } from './fonts.js';
import { drawVerifactuQr } from './verifactu-qr.js';
import { A4_WIDTH, COLORS, CONTENT_WIDTH, MARGIN, PageCanvas, wrapText } from './page-canvas.js';

export interface DrawOptions {
  language: Locale;
  country: InvoicingCountry;
  mentions: readonly LegalMention[];
  fonts: DocumentFonts;
  logo: Uint8Array | undefined;
  /** When the document was made, for the PDF's metadata. */
  createdAt: Date;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Column {
  title: string;
  width: number;
  cell: (line: NonNullable<CommercialDocument['content']>['lineItems'][number]) => string;
}

const LOGO_MAX = { width: 150, height: 56 };
const GUTTER = 24;
const CELL_PADDING = 6;

/** Is this document only a draft (no number, no legal value)? */
export function isDraftDocument(document: CommercialDocument): boolean {
  return document.status !== CommercialDocumentStatus.ISSUED || document.invoiceNumber === '';
}

/**
 * Lays a quote, invoice or credit note out on A4 pages, in its language:
 * logo and title, the seller and the customer, the dates, the lines, the VAT
 * of each rate, the totals, how to pay, the notes and the legal mentions.
 * A draft carries no number and is marked as one on every page.
 */
export async function drawDocument(
  document: CommercialDocument,
  options: DrawOptions,
): Promise<Uint8Array> {
  const copy = DOCUMENT_COPY[options.language];
  const draft = isDraftDocument(document);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await pdf.embedFont(options.fonts.regular, { subset: true }),
    bold: await pdf.embedFont(options.fonts.semiBold, { subset: true }),
  };
  const title = copy.title[document.kind];
  const heading = draft ? `${title} – ${copy.draft}` : `${title} ${document.invoiceNumber}`;
  pdf.setTitle(heading);
  pdf.setAuthor(document.seller?.companyName || 'Foundly');
  pdf.setLanguage(options.language);
  pdf.setCreator('Foundly');
  pdf.setProducer('Foundly');
  pdf.setCreationDate(options.createdAt);
  pdf.setModificationDate(options.createdAt);

  const canvas = new PageCanvas(
    pdf,
    draft ? { text: copy.draft.toUpperCase(), font: fonts.bold } : undefined,
  );
  const logo = await embedLogo(pdf, options.logo);
  drawHeader(canvas, fonts, copy, document, draft, logo);
  drawDates(canvas, fonts, copy, document, options.language);
  drawParties(canvas, fonts, copy, document, options);
  drawLines(canvas, fonts, copy, document, options.language);
  drawTotalsAndPayment(canvas, fonts, copy, document, options);
  if (document.verifactu?.qrUrl && !draft) {
    drawVerifactuQr(canvas, fonts, copy, document.verifactu.qrUrl);
  }
  drawNotes(canvas, fonts, copy, document);
  drawMentions(canvas, fonts, copy, options.mentions);
  canvas.drawFooters(
    [document.seller?.companyName, draft ? `${title} – ${copy.draft}` : heading]
      .filter(Boolean)
      .join(' · '),
    copy.page,
    { font: fonts.regular, size: 8 },
  );
  return pdf.save();
}

/**
 * The account's logo, PNG or JPEG (checked by content when it was uploaded).
 * One that cannot be read after all is left out rather than refusing the
 * customer their document.
 */
async function embedLogo(pdf: PDFDocument, logo: Uint8Array | undefined) {
  if (!logo || logo.length < 4) return undefined;
  try {
    const isPng = logo[0] === 0x89 && logo[1] === 0x50 && logo[2] === 0x4e && logo[3] === 0x47;
    return isPng ? await pdf.embedPng(logo) : await pdf.embedJpg(logo);
  } catch {
    return undefined;
  }
}

function drawHeader(
  canvas: PageCanvas,
  fonts: Fonts,
  copy: DocumentCopy,
  document: CommercialDocument,
  draft: boolean,
  logo: PDFImage | undefined,
) {
  const top = canvas.y;
  let logoHeight = 0;
  if (logo) {
    const scale = Math.min(LOGO_MAX.width / logo.width, LOGO_MAX.height / logo.height, 1);
    const width = logo.width * scale;
    logoHeight = logo.height * scale;
    canvas.page.drawImage(logo, { x: MARGIN, y: top - logoHeight, width, height: logoHeight });
  }
  const right = A4_WIDTH - MARGIN;
  const titleStyle = { font: fonts.bold, size: 22, color: COLORS.brand };
  canvas.textRight(copy.title[document.kind].toUpperCase(), right, top - 22, titleStyle);
  const subtitle = draft ? copy.draft.toUpperCase() : `${copy.number} ${document.invoiceNumber}`;
  canvas.textRight(subtitle, right, top - 40, {
    font: fonts.bold,
    size: 11,
    color: draft ? COLORS.muted : COLORS.ink,
  });
  let bottom = top - Math.max(logoHeight, 48);
  if (draft) {
    canvas.textRight(copy.draftNotice, right, top - 54, {
      font: fonts.regular,
      size: 8,
      color: COLORS.muted,
    });
    bottom = Math.min(bottom, top - 60);
  }
  canvas.y = bottom - 16;
}

function drawDates(
  canvas: PageCanvas,
  fonts: Fonts,
  copy: DocumentCopy,
  document: CommercialDocument,
  language: Locale,
) {
  const content = document.content;
  const cells: [string, string][] = [
    [copy.issueDate, formatDate(content?.invoiceDate ?? '', language)],
  ];
  if (
    content?.hasDueDate &&
    content.dueDate &&
    document.kind !== CommercialDocumentKind.CREDIT_NOTE
  ) {
    cells.push([copy.dueDate, formatDate(content.dueDate, language)]);
  }
  if (content?.supplyDate && content.supplyDate !== content.invoiceDate) {
    cells.push([copy.supplyDate, formatDate(content.supplyDate, language)]);
  }
  if (document.kind === CommercialDocumentKind.CREDIT_NOTE && document.sourceDocumentNumber) {
    cells.push([copy.originalInvoice, document.sourceDocumentNumber]);
  }
  const height = 38;
  canvas.rectangle(MARGIN, canvas.y - height, CONTENT_WIDTH, height, COLORS.band);
  const width = CONTENT_WIDTH / Math.max(cells.length, 3);
  cells.forEach(([label, value], index) => {
    const x = MARGIN + 12 + index * width;
    canvas.text(label, x, canvas.y - 15, { font: fonts.regular, size: 8, color: COLORS.muted });
    canvas.text(value, x, canvas.y - 29, { font: fonts.bold, size: 10 });
  });
  canvas.y -= height + 20;
}

function drawParties(
  canvas: PageCanvas,
  fonts: Fonts,
  copy: DocumentCopy,
  document: CommercialDocument,
  options: DrawOptions,
) {
  const width = (CONTENT_WIDTH - GUTTER) / 2;
  const top = canvas.y;
  const sellerBottom = drawParty(
    canvas,
    fonts,
    MARGIN,
    width,
    copy.from,
    sellerLines(copy, document.seller, options),
  );
  canvas.y = top;
  const customerBottom = drawParty(
    canvas,
    fonts,
    MARGIN + width + GUTTER,
    width,
    copy.to,
    customerLines(copy, document.content?.customer, options),
  );
  canvas.y = Math.min(sellerBottom, customerBottom) - 20;
}

interface PartyLines {
  name: string;
  lines: string[];
}

function sellerLines(
  copy: DocumentCopy,
  seller: InvoiceSeller | undefined,
  options: DrawOptions,
): PartyLines {
  if (!seller) return { name: '', lines: [] };
  const lines = formatAddress(seller.address, options.country, options.language);
  if (seller.registrationNumber) {
    lines.push(`${copy.registrationNumber[options.country]} ${seller.registrationNumber}`);
  }
  if (seller.vatNumber) lines.push(`${copy.vatNumber} ${seller.vatNumber}`);
  if (seller.nif) lines.push(`${copy.nif} ${seller.nif}`);
  return { name: seller.companyName, lines };
}

function customerLines(
  copy: DocumentCopy,
  customer: InvoiceCustomer | undefined,
  options: DrawOptions,
): PartyLines {
  if (!customer) return { name: '', lines: [] };
  const lines = formatAddress(customer.address, options.country, options.language);
  if (customer.registrationNumber) {
    const country = customer.address?.countryCode?.toUpperCase() === 'GB' ? 'UK' : options.country;
    lines.push(`${copy.registrationNumber[country]} ${customer.registrationNumber}`);
  }
  if (customer.vatNumber) lines.push(`${copy.vatNumber} ${customer.vatNumber}`);
  if (customer.nif) lines.push(`${copy.nif} ${customer.nif}`);
  if (customer.email) lines.push(customer.email);
  return { name: customer.companyName, lines };
}

/** A labelled block of a party's name and lines; returns where it ends. */
function drawParty(
  canvas: PageCanvas,
  fonts: Fonts,
  x: number,
  width: number,
  label: string,
  party: PartyLines,
): number {
  canvas.text(label.toUpperCase(), x, canvas.y - 8, {
    font: fonts.bold,
    size: 7.5,
    color: COLORS.brand,
  });
  canvas.y -= 14;
  if (party.name) canvas.paragraph(party.name, x, width, { font: fonts.bold, size: 11 });
  for (const line of party.lines) {
    canvas.paragraph(line, x, width, { font: fonts.regular, size: 9, color: COLORS.ink });
  }
  return canvas.y;
}

function getColumns(copy: DocumentCopy, document: CommercialDocument, language: Locale): Column[] {
  const content = document.content;
  const currency = document.currency;
  const lines = content?.lineItems ?? [];
  const vatExempt = document.seller?.vatExempt ?? false;
  const columns: Column[] = [
    {
      title: copy.columns.quantity,
      width: 44,
      cell: (line) => formatQuantity(line.quantity, language),
    },
    {
      title: copy.columns.unitPrice,
      width: 76,
      cell: (line) => formatMoney(line.unitPrice, currency, language),
    },
  ];
  if (lines.some((line) => line.discountRate > 0)) {
    columns.push({
      title: copy.columns.discount,
      width: 50,
      cell: (line) => (line.discountRate > 0 ? formatRate(line.discountRate, language) : ''),
    });
  }
  if (!vatExempt) {
    columns.push({
      title: copy.columns.vatRate,
      width: 44,
      cell: (line) => formatRate(line.taxRate ?? content?.taxRate ?? 0, language),
    });
  }
  columns.push({
    title: copy.columns.net,
    width: 84,
    cell: (line) => formatMoney(line.netAmount, currency, language),
  });
  return columns;
}

function drawLines(
  canvas: PageCanvas,
  fonts: Fonts,
  copy: DocumentCopy,
  document: CommercialDocument,
  language: Locale,
) {
  const columns = getColumns(copy, document, language);
  const descriptionWidth = CONTENT_WIDTH - columns.reduce((sum, column) => sum + column.width, 0);
  const headerStyle = { font: fonts.bold, size: 8, color: COLORS.muted };
  const cellStyle = { font: fonts.regular, size: 9 };
  const drawHeaderRow = () => {
    const height = 22;
    canvas.rectangle(MARGIN, canvas.y - height, CONTENT_WIDTH, height, COLORS.band);
    const baseline = canvas.y - 14;
    canvas.text(copy.columns.description, MARGIN + CELL_PADDING, baseline, headerStyle);
    let right = MARGIN + descriptionWidth;
    for (const column of columns) {
      right += column.width;
      canvas.textRight(column.title, right - CELL_PADDING, baseline, headerStyle);
    }
    canvas.y -= height;
  };
  canvas.ensureSpace(60);
  drawHeaderRow();
  canvas.repeatOnNewPage(drawHeaderRow);
  const lineHeight = cellStyle.size * 1.4;
  for (const line of document.content?.lineItems ?? []) {
    const descriptionLines = wrapText(
      line.description,
      cellStyle,
      descriptionWidth - 2 * CELL_PADDING,
    );
    const height = descriptionLines.length * lineHeight + 2 * CELL_PADDING;
    canvas.ensureSpace(height);
    const firstBaseline = canvas.y - CELL_PADDING - cellStyle.size;
    descriptionLines.forEach((text, index) => {
      canvas.text(text, MARGIN + CELL_PADDING, firstBaseline - index * lineHeight, cellStyle);
    });
    let right = MARGIN + descriptionWidth;
    for (const column of columns) {
      right += column.width;
      canvas.textRight(column.cell(line), right - CELL_PADDING, firstBaseline, cellStyle);
    }
    canvas.y -= height;
    canvas.rule(MARGIN, canvas.y, CONTENT_WIDTH);
  }
  canvas.repeatOnNewPage(undefined);
  canvas.y -= 16;
}

/** The mention that says why no VAT is charged, printed under the total as well. */
const NO_VAT_MENTIONS = new Set(['vat-franchise', 'uk-not-vat-registered']);

function drawTotalsAndPayment(
  canvas: PageCanvas,
  fonts: Fonts,
  copy: DocumentCopy,
  document: CommercialDocument,
  options: DrawOptions,
) {
  const { language } = options;
  const money = (amount: bigint) => formatMoney(amount, document.currency, language);
  const vatExempt = document.seller?.vatExempt ?? false;
  const rows: { label: string; value: string; strong?: boolean }[] = [];
  if (!vatExempt) {
    for (const entry of document.taxBreakdown) {
      rows.push({
        label: `${copy.columns.vatRate} ${formatRate(entry.rate, language)} (${copy.vatBase} ${money(entry.netAmount)})`,
        value: money(entry.taxAmount),
      });
    }
    rows.push({ label: copy.totalNet, value: money(document.totalNetAmount) });
    rows.push({ label: copy.totalVat, value: money(document.totalTaxAmount) });
    rows.push({ label: copy.total, value: money(document.totalAmount), strong: true });
    const irpfRate = document.content?.irpfRate ?? 0;
    if (irpfRate > 0) {
      rows.push({
        label: copy.withholding(formatRate(irpfRate, language)),
        value: money(-document.withholdingAmount),
      });
      rows.push({ label: copy.amountToPay, value: money(document.amountToPay), strong: true });
    }
  } else {
    rows.push({ label: copy.totalWithoutVat, value: money(document.totalAmount), strong: true });
  }
  const totalsWidth = 250;
  const totalsX = A4_WIDTH - MARGIN - totalsWidth;
  const rowHeight = 18;
  canvas.ensureSpace(rows.length * rowHeight + 24);
  const top = canvas.y;
  if (!vatExempt && document.taxBreakdown.length > 0) {
    canvas.text(copy.vatBreakdown.toUpperCase(), totalsX, canvas.y - 8, {
      font: fonts.bold,
      size: 7.5,
      color: COLORS.brand,
    });
    canvas.y -= 14;
  }
  for (const row of rows) {
    if (row.strong) {
      canvas.rectangle(totalsX, canvas.y - rowHeight - 4, totalsWidth, rowHeight + 4, COLORS.band);
      canvas.y -= 2;
    }
    const style = row.strong
      ? { font: fonts.bold, size: 10.5 }
      : { font: fonts.regular, size: 9, color: COLORS.ink };
    const baseline = canvas.y - rowHeight + 6;
    canvas.text(row.label, totalsX + CELL_PADDING, baseline, {
      ...style,
      color: row.strong ? COLORS.ink : COLORS.muted,
    });
    canvas.textRight(row.value, A4_WIDTH - MARGIN - CELL_PADDING, baseline, style);
    canvas.y -= rowHeight;
  }
  const noVat = vatExempt && options.mentions.find((mention) => NO_VAT_MENTIONS.has(mention.code));
  if (noVat) {
    canvas.y -= 4;
    canvas.paragraph(noVat.text, totalsX + CELL_PADDING, totalsWidth - 2 * CELL_PADDING, {
      font: fonts.bold,
      size: 8.5,
    });
  }
  const totalsBottom = canvas.y;
  canvas.y = top;
  drawPayment(canvas, fonts, copy, document, language, totalsX - GUTTER - MARGIN);
  canvas.y = Math.min(canvas.y, totalsBottom) - 20;
}

function drawPayment(
  canvas: PageCanvas,
  fonts: Fonts,
  copy: DocumentCopy,
  document: CommercialDocument,
  language: Locale,
  width: number,
) {
  const content = document.content;
  if (!content || document.kind === CommercialDocumentKind.QUOTE) return;
  canvas.text(copy.payment.toUpperCase(), MARGIN, canvas.y - 8, {
    font: fonts.bold,
    size: 7.5,
    color: COLORS.brand,
  });
  canvas.y -= 14;
  const style = { font: fonts.regular, size: 9 };
  if (document.kind === CommercialDocumentKind.CREDIT_NOTE) {
    canvas.paragraph(copy.refund, MARGIN, width, style);
    return;
  }
  canvas.paragraph(
    content.hasDueDate && content.dueDate
      ? copy.payBy(formatDate(content.dueDate, language))
      : copy.payOnReceipt,
    MARGIN,
    width,
    style,
  );
  if (content.iban) {
    canvas.paragraph(copy.bankTransfer, MARGIN, width, { ...style, color: COLORS.muted });
    canvas.paragraph(`IBAN ${toPrintedIban(content.iban)}`, MARGIN, width, {
      font: fonts.bold,
      size: 9,
    });
  }
}

function drawNotes(
  canvas: PageCanvas,
  fonts: Fonts,
  copy: DocumentCopy,
  document: CommercialDocument,
) {
  const notes = document.content?.notes.trim();
  if (!notes) return;
  canvas.ensureSpace(40);
  canvas.text(copy.notes.toUpperCase(), MARGIN, canvas.y - 8, {
    font: fonts.bold,
    size: 7.5,
    color: COLORS.brand,
  });
  canvas.y -= 14;
  canvas.paragraph(notes, MARGIN, CONTENT_WIDTH, { font: fonts.regular, size: 9 });
  canvas.y -= 16;
}

function drawMentions(
  canvas: PageCanvas,
  fonts: Fonts,
  copy: DocumentCopy,
  mentions: readonly LegalMention[],
) {
  if (mentions.length === 0) return;
  canvas.ensureSpace(40);
  canvas.rule(MARGIN, canvas.y, CONTENT_WIDTH);
  canvas.y -= 6;
  canvas.text(copy.legal.toUpperCase(), MARGIN, canvas.y - 8, {
    font: fonts.bold,
    size: 7.5,
    color: COLORS.brand,
  });
  canvas.y -= 12;
  for (const mention of mentions) {
    canvas.paragraph(mention.text, MARGIN, CONTENT_WIDTH, {
      font: fonts.regular,
      size: 8,
      color: COLORS.muted,
    });
  }
}
