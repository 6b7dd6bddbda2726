import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommercialDocument } from '@foundly/proto';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkEn16931Rules, readCiiFacts } from '../../../../test/en16931-rules.js';
import {
  microEntrepreneurInvoice,
  sasuCreditNote,
  sasuInvoice,
} from '../../../../test/invoice-documents.js';
import {
  extractAttachment,
  listAttachments,
  listFonts,
  validateAgainstSchema,
} from '../../../../test/pdf-tools.js';
import { readPdfaStructure, type PdfaStructure } from '../../../../test/pdfa-structure.js';
import { createPdfRenderer } from './pdf-renderer.js';

/**
 * The Factur-X 1.07.3 EN 16931 schema: the UN/CEFACT CII D16B schema
 * restricted to the EN 16931 profile (see the folder's README).
 */
const CII_SCHEMA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../test-fixtures/factur-x-en16931-xsd/Factur-X_1.07.3_EN16931.xsd',
);

const renderer = createPdfRenderer();

interface FacturX {
  pdf: Uint8Array;
  xml: string;
  structure: PdfaStructure;
}

async function renderFacturX(document: CommercialDocument): Promise<FacturX> {
  const { pdf } = await renderer.render(document, undefined);
  const xml = (await extractAttachment(pdf, 'factur-x.xml')).toString('utf8');
  return { pdf, xml, structure: await readPdfaStructure(pdf) };
}

const CASES: [string, () => CommercialDocument, string][] = [
  ['an SASU invoice with two VAT rates and a discount', sasuInvoice, '380'],
  ['a micro-entrepreneur invoice in the VAT franchise', microEntrepreneurInvoice, '380'],
  ['a credit note', sasuCreditNote, '381'],
];

describe.each(CASES)('Factur-X of %s', (_, makeDocument, typeCode) => {
  let facturX: FacturX;
  beforeAll(async () => {
    facturX = await renderFacturX(makeDocument());
  });

  it('attaches factur-x.xml, and only it', async () => {
    expect(await listAttachments(facturX.pdf)).toEqual(['factur-x.xml']);
  });

  it('validates against the CII D16B schema (Factur-X EN 16931 profile)', async () => {
    expect(await validateAgainstSchema(facturX.xml, CII_SCHEMA)).toBe('');
  });

  it('passes the EN 16931 business rules', () => {
    expect(checkEn16931Rules(readCiiFacts(facturX.xml))).toEqual([]);
  });

  it(`is of type ${typeCode} and declares the EN 16931 profile`, () => {
    expect(readCiiFacts(facturX.xml).typeCode).toBe(typeCode);
    expect(facturX.xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
  });

  it('carries the PDF/A-3 and Factur-X markers', () => {
    const { xmp, outputIntents, associatedFiles, embeddedFileNames } = facturX.structure;
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(xmp).toMatch(/<fx:DocumentFileName>factur-x\.xml<\/fx:DocumentFileName>/);
    expect(xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(outputIntents).toEqual([{ subtype: 'GTS_PDFA1', hasProfile: true }]);
    expect(associatedFiles).toEqual([
      { name: 'factur-x.xml', relationship: 'Alternative', mimeType: 'text/xml' },
    ]);
    expect(embeddedFileNames).toEqual(['factur-x.xml']);
  });

  it('has UTF-8 XMP metadata that the document information repeats (PDF/A-3 6.6.2.3)', () => {
    const { xmp, info } = facturX.structure;
    const document = makeDocument();
    const seller = document.seller!.companyName;
    expect(xmp.startsWith('<?xpacket begin="\uFEFF"')).toBe(true);
    const xmpValue = (tag: string) =>
      (new RegExp(`<${tag}>\\s*<rdf:(?:Alt|Seq|Bag)>\\s*<rdf:li[^>]*>([^<]*)<`).exec(xmp) ??
        new RegExp(`<${tag}>([^<]*)<`).exec(xmp))?.[1];
    expect(xmpValue('dc:creator')).toBe(seller);
    expect(info).toEqual({
      title: xmpValue('dc:title'),
      author: seller,
      subject: xmpValue('dc:description'),
      creator: xmpValue('xmp:CreatorTool'),
      producer: xmpValue('pdf:Producer'),
      keywords: undefined,
    });
    expect(info.title).toBe(
      `${typeCode === '381' ? 'Avoir' : 'Facture'} ${document.invoiceNumber}`,
    );
  });

  it('embeds every font (PDF/A)', async () => {
    expect((await listFonts(facturX.pdf)).filter((font) => !font.embedded)).toEqual([]);
  });
});

describe('Factur-X contents', () => {
  it('the SASU invoice has a standard-rated breakdown per rate and its payment details', async () => {
    const { xml } = await renderFacturX(sasuInvoice());
    const facts = readCiiFacts(xml);
    expect(facts.breakdown).toEqual([
      {
        basis: 4_980n,
        tax: 274n,
        category: 'S',
        rate: 5.5,
        exemptionReason: undefined,
        exemptionCode: undefined,
      },
      {
        basis: 161_500n,
        tax: 32_300n,
        category: 'S',
        rate: 20,
        exemptionReason: undefined,
        exemptionCode: undefined,
      },
    ]);
    expect(facts.totals.duePayable).toBe(199_054n);
    expect(facts.sellerVatId).toBe('FR40123456789');
    expect(facts.dueDate).toBe('20260401');
    expect(xml).toContain('<ram:IBANID>FR7630006000011234567890189</ram:IBANID>');
    expect(xml).toContain('<ram:ID schemeID="0002">123456789</ram:ID>');
  });

  it('the discounted line carries its allowance: 3 × 450,00 € less 10 %', async () => {
    const { xml } = await renderFacturX(sasuInvoice());
    expect(xml).toMatch(
      /<ram:SpecifiedTradeAllowanceCharge>[\s\S]*?<ram:CalculationPercent>10<\/ram:CalculationPercent>[\s\S]*?<ram:BasisAmount currencyID="EUR">1350\.00<\/ram:BasisAmount>[\s\S]*?<ram:ActualAmount currencyID="EUR">135\.00<\/ram:ActualAmount>[\s\S]*?<ram:ReasonCode>95<\/ram:ReasonCode>/,
    );
  });

  it('the franchise is category E with VATEX-FR-FRANCHISE and the SIREN as tax registration (BR-E-02)', async () => {
    const facts = readCiiFacts((await renderFacturX(microEntrepreneurInvoice())).xml);
    expect(facts.breakdown).toEqual([
      {
        basis: 53_000n,
        tax: 0n,
        category: 'E',
        rate: 0,
        exemptionReason: 'TVA non applicable, art. 293 B du CGI',
        exemptionCode: 'VATEX-FR-FRANCHISE',
      },
    ]);
    expect(facts.sellerVatId).toBeUndefined();
    expect(facts.sellerTaxRegistration).toBe('987654321');
  });

  it('the credit note has positive amounts and names the invoice it corrects in its note', async () => {
    const facts = readCiiFacts((await renderFacturX(sasuCreditNote())).xml);
    expect(facts.lines.map((line) => line.net)).toEqual([40_500n]);
    expect(facts.totals.duePayable).toBe(48_600n);
    expect(facts.notes.join('\n')).toContain('Avoir rectifiant la facture n° F-2026-0001');
  });

  it('the credit note carries the invoice it corrects: number (BT-25) and date (BT-26)', async () => {
    const { xml } = await renderFacturX(sasuCreditNote());
    expect(readCiiFacts(xml).precedingInvoices).toEqual([
      { number: 'F-2026-0001', date: '20260302' },
    ]);
    expect(xml).toContain('<qdt:DateTimeString format="102">20260302</qdt:DateTimeString>');
  });

  it('an invoice has no preceding invoice reference', async () => {
    expect(readCiiFacts((await renderFacturX(sasuInvoice())).xml).precedingInvoices).toEqual([]);
  });

  it('always has a delivery date: the supply date, else the invoice date', async () => {
    expect(readCiiFacts((await renderFacturX(sasuInvoice())).xml).deliveryDate).toBe('20260302');
  });
});

describe('The checks can fail', () => {
  let xml: string;
  beforeAll(async () => {
    xml = (await renderFacturX(sasuInvoice())).xml;
  });

  it('a line total that does not add up breaks BR-CO-10', () => {
    const tampered = xml.replace(
      '<ram:LineTotalAmount>1215.00</ram:LineTotalAmount>',
      '<ram:LineTotalAmount>1216.00</ram:LineTotalAmount>',
    );
    expect(tampered).not.toBe(xml);
    expect(checkEn16931Rules(readCiiFacts(tampered))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^BR-CO-10:/),
        expect.stringMatching(/^BR-S-08:/),
      ]),
    );
  });

  it('a grand total that is not basis plus VAT breaks BR-CO-15 and BR-CO-16', () => {
    const tampered = xml.replace(
      '<ram:GrandTotalAmount>1990.54</ram:GrandTotalAmount>',
      '<ram:GrandTotalAmount>1990.55</ram:GrandTotalAmount>',
    );
    expect(checkEn16931Rules(readCiiFacts(tampered))).toEqual([
      expect.stringMatching(/^BR-CO-15:/),
      expect.stringMatching(/^BR-CO-16:/),
    ]);
  });

  it('an exempt invoice without any seller tax identifier breaks BR-E-02', async () => {
    const franchise = (await renderFacturX(microEntrepreneurInvoice())).xml;
    const tampered = franchise.replace(
      /<ram:SpecifiedTaxRegistration>[\s\S]*?<\/ram:SpecifiedTaxRegistration>/,
      '',
    );
    expect(checkEn16931Rules(readCiiFacts(tampered))).toEqual([expect.stringMatching(/^BR-E-02:/)]);
  });

  it('a preceding invoice reference without its number breaks BR-55', async () => {
    const creditNote = (await renderFacturX(sasuCreditNote())).xml;
    const tampered = creditNote.replace(
      '<ram:IssuerAssignedID>F-2026-0001</ram:IssuerAssignedID>',
      '',
    );
    expect(tampered).not.toBe(creditNote);
    expect(checkEn16931Rules(readCiiFacts(tampered))).toEqual([expect.stringMatching(/^BR-55:/)]);
  });

  it('an invoice without its delivery block breaks the schema', async () => {
    const tampered = xml.replace(
      /<ram:ApplicableHeaderTradeDelivery>[\s\S]*?<\/ram:ApplicableHeaderTradeDelivery>/,
      '',
    );
    expect(tampered).not.toBe(xml);
    expect(await validateAgainstSchema(tampered, CII_SCHEMA)).toMatch(
      /ApplicableHeaderTradeSettlement/,
    );
  });
});
