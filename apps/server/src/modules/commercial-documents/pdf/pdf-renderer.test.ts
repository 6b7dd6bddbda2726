import { getLegalMentions } from '@foundly/domain';
import type { CommercialDocument } from '@foundly/proto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  microEntrepreneurInvoice,
  sasuCreditNote,
  sasuDraftInvoice,
  sasuInvoice,
  ukUnregisteredInvoice,
  ukVatInvoice,
} from '../../../../test/invoice-documents.js';
import {
  extractText,
  listAttachments,
  listFonts,
  normaliseSpaces,
} from '../../../../test/pdf-tools.js';
import { getDocumentLanguage, getInvoiceCountry } from './document-format.js';
import { createPdfRenderer } from './pdf-renderer.js';

const renderer = createPdfRenderer();

/** A 1 × 1 PNG, as the account's logo. */
const LOGO = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

interface Rendered {
  pdf: Uint8Array;
  fileName: string;
  /** The text in reading order. */
  text: string;
  /** The printed rows, one a line: a table line's cells, a total and its amount. */
  rows: string;
}

async function render(document: CommercialDocument, logo?: Uint8Array): Promise<Rendered> {
  const { pdf, fileName } = await renderer.render(document, logo);
  return {
    pdf,
    fileName,
    text: await extractText(pdf),
    rows: await extractText(pdf, { layout: true }),
  };
}

function mentionsOf(document: CommercialDocument): string[] {
  return getLegalMentions({
    country: getInvoiceCountry(document),
    kind: document.kind,
    language: getDocumentLanguage(document),
    currency: document.currency,
    seller: document.seller,
    customerIsBusiness: document.content?.customer?.isBusiness ?? false,
    delayedInterestRate: document.content?.delayedInterestRate ?? 0,
    invoiceDate: document.content?.invoiceDate ?? '',
    supplyDate: document.content?.supplyDate ?? '',
    sourceDocumentNumber: document.sourceDocumentNumber,
    operationNature: document.content?.operationNature ?? 0,
  }).map((mention) => normaliseSpaces(mention.text));
}

function header(pdf: Uint8Array): string {
  return Buffer.from(pdf.subarray(0, 5)).toString('latin1');
}

describe('PDF of an SASU invoice with two VAT rates', () => {
  let rendered: Rendered;
  beforeAll(async () => {
    rendered = await render(sasuInvoice(), LOGO);
  });

  it('is a PDF named after its number', () => {
    expect(header(rendered.pdf)).toBe('%PDF-');
    expect(rendered.fileName).toBe('Facture-F-2026-0001.pdf');
  });

  it('prints the number, dates, both parties, their identifiers and the notes', () => {
    for (const expected of [
      'FACTURE',
      'N° F-2026-0001',
      '2 mars 2026',
      '1 avril 2026',
      'Atelier Lumière',
      '12 rue des Lilas',
      '75011 Paris',
      'SIREN 123456789',
      'N° TVA FR40123456789',
      'Boulangerie Dupont SARL',
      'N° TVA FR32552100554',
      'Merci pour votre confiance.',
    ]) {
      expect(rendered.text).toContain(expected);
    }
  });

  it('prints every line with its discount and rate, the VAT of each rate and the totals in euros', () => {
    for (const expected of [
      'Désignation Qté Prix unit. HT Remise TVA Total HT',
      'Conseil en stratégie de lancement 3 450,00 € 10 % 20 % 1 215,00 €',
      'Ouvrage « Créer sa société, pas à pas » 2 24,90 € 5,5 % 49,80 €',
      'Atelier de formation (demi-journée) 0,5 800,00 € 20 % 400,00 €',
      'TVA 5,5 % (Base HT 49,80 €) 2,74 €',
      'TVA 20 % (Base HT 1 615,00 €) 323,00 €',
      'Total HT 1 664,80 €',
      'Total TVA 325,74 €',
      'Total TTC 1 990,54 €',
      'IBAN FR76 3000 6000 0112 3456 7890 189',
      'À régler au plus tard le 1 avril 2026',
    ]) {
      expect(rendered.rows).toContain(expected);
    }
  });

  it('prints the B2B mentions: penalty rate, 40 € recovery fee, no discount, seller identity', () => {
    const mentions = mentionsOf(sasuInvoice());
    expect(mentions.join(' ')).toContain('40,00 €');
    for (const mention of mentions) expect(rendered.text).toContain(mention);
    expect(rendered.text).toContain('SASU au capital de 1 000,00 € – SIREN 123 456 789 RCS Paris');
  });

  it('embeds every font', async () => {
    const fonts = await listFonts(rendered.pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
  });

  it('is a Factur-X: the invoice XML is attached', async () => {
    expect(await listAttachments(rendered.pdf)).toEqual(['factur-x.xml']);
  });
});

describe('PDF of a micro-entrepreneur in the VAT franchise', () => {
  let rendered: Rendered;
  beforeAll(async () => {
    rendered = await render(microEntrepreneurInvoice());
  });

  it('prints the franchise mention and charges no VAT', () => {
    expect(rendered.text).toContain('TVA non applicable, art. 293 B du CGI');
    expect(rendered.text).toContain('Jeanne Martin EI – SIREN 987 654 321');
    expect(rendered.rows).toContain('Total 530,00 €');
    expect(rendered.text).not.toContain('Total TVA');
    expect(rendered.text).not.toContain('TTC');
  });

  it('prints the B2B mentions with the statutory default penalty rate', () => {
    for (const mention of mentionsOf(microEntrepreneurInvoice())) {
      expect(rendered.text).toContain(mention);
    }
    expect(rendered.text).toContain('BCE majoré de 10 points');
  });

  it('embeds every font', async () => {
    expect((await listFonts(rendered.pdf)).every((font) => font.embedded)).toBe(true);
  });
});

describe('PDF of a credit note', () => {
  let rendered: Rendered;
  beforeAll(async () => {
    rendered = await render(sasuCreditNote());
  });

  it('is titled as a credit note and refers to the invoice it corrects', () => {
    expect(rendered.fileName).toBe('Avoir-AV-2026-0001.pdf');
    expect(rendered.text).toContain('AVOIR');
    expect(rendered.text).toContain('N° AV-2026-0001');
    expect(rendered.rows).toContain('Date Facture d’origine');
    expect(rendered.rows).toContain('10 mars 2026 F-2026-0001');
    expect(rendered.text).toContain('Avoir rectifiant la facture n° F-2026-0001');
  });

  it('prints the negative amounts and no payment terms', () => {
    expect(rendered.rows).toContain(
      'Conseil en stratégie de lancement -1 450,00 € 10 % 20 % -405,00 €',
    );
    expect(rendered.rows).toContain('Total TTC -486,00 €');
    expect(rendered.text).not.toContain('Indemnité forfaitaire');
    expect(rendered.text).not.toContain('À régler');
  });
});

describe('PDF of a UK invoice', () => {
  it('a VAT-registered company prints its VAT number, the time of supply and pounds', async () => {
    const rendered = await render(ukVatInvoice());
    expect(rendered.fileName).toBe('Invoice-INV-2026-0001.pdf');
    for (const expected of [
      'INVOICE',
      'No. INV-2026-0001',
      'London EC1V 9BP',
      'IBAN GB82 WEST 1234 5698 7654 32',
      ...mentionsOf(ukVatInvoice()),
    ]) {
      expect(rendered.text).toContain(expected);
    }
    for (const expected of [
      'Date Due date Date of supply',
      '6 March 2026 5 April 2026 27 February 2026',
      'Website design 1 £1,200.00 20% £1,200.00',
      'VAT 20% (Net £1,380.00) £276.00',
      'Total including VAT £1,656.00',
    ]) {
      expect(rendered.rows).toContain(expected);
    }
    expect(rendered.text).toContain('VAT registration number: GB123456789');
    expect(rendered.text).toContain('Time of supply (tax point): 27 February 2026');
    expect(await listAttachments(rendered.pdf)).toEqual([]);
    expect((await listFonts(rendered.pdf)).every((font) => font.embedded)).toBe(true);
  });

  it('a company not registered for VAT says so and charges none', async () => {
    const rendered = await render(ukUnregisteredInvoice());
    expect(rendered.text).toContain('Not registered for VAT: no VAT is charged');
    expect(rendered.text).toContain(
      'Small Steps Ltd, registered in Scotland, company number SC654321',
    );
    expect(rendered.rows).toContain('Total £140.00');
    expect(rendered.text).not.toContain('VAT registration number');
    expect(rendered.text).not.toContain('Time of supply');
    expect(rendered.text).not.toContain('Total including VAT');
    expect((await listFonts(rendered.pdf)).every((font) => font.embedded)).toBe(true);
  });
});

describe('PDF of a draft', () => {
  let rendered: Rendered;
  beforeAll(async () => {
    rendered = await render(sasuDraftInvoice());
  });

  it('is marked as a draft, on a file named as one, and has no number', () => {
    expect(rendered.fileName).toBe('Brouillon-Facture-2026-03-02.pdf');
    expect(rendered.text).toContain('BROUILLON');
    expect(rendered.text).toContain('ne vaut pas facture');
    expect(rendered.text).not.toContain('F-2026-0001');
  });

  it('is a plain PDF, not a Factur-X', async () => {
    expect(await listAttachments(rendered.pdf)).toEqual([]);
    expect((await listFonts(rendered.pdf)).every((font) => font.embedded)).toBe(true);
  });

  it('in English, says Draft', async () => {
    const document = sasuDraftInvoice();
    document.content!.language = 'en-gb';
    const english = await render(document);
    expect(english.fileName).toBe('Draft-Invoice-2026-03-02.pdf');
    expect(english.text).toContain('DRAFT');
    expect(english.text).toContain('is not a valid invoice');
    expect(english.text).toContain('Late-payment penalties: 12% a year');
  });
});

describe('PDF layout', () => {
  it('a document with many lines runs over several pages, each numbered', async () => {
    const document = sasuInvoice();
    const line = document.content!.lineItems[2]!;
    document.content!.lineItems = Array.from({ length: 60 }, (_, index) => ({
      ...line,
      description: `Séance de suivi n° ${index + 1}`,
    }));
    const rendered = await render(document);
    expect(rendered.text).toContain('Page 1 sur 3');
    expect(rendered.text).toContain('Page 3 sur 3');
    expect(rendered.text).toContain('Séance de suivi n° 60');
  });

  it('a file name keeps only safe characters', async () => {
    const document = sasuInvoice();
    document.invoiceNumber = 'F/2026 0001"';
    document.content!.language = 'es-es';
    const { fileName } = await renderer.render(document, undefined);
    expect(fileName).toBe('Factura-F-2026-0001.pdf');
  });
});
