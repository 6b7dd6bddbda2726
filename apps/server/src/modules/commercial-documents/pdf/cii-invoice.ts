import type { Invoice } from '@e-invoice-eu/core';
import {
  divideRoundingHalfAwayFromZero,
  toElectronicIban,
  type LegalMention,
  type Locale,
} from '@foundly/domain';
import { CommercialDocumentKind, type CommercialDocument, type LineItem } from '@foundly/proto';
import { DOCUMENT_COPY } from './document-copy.js';
import { formatDate } from './document-format.js';

type UblInvoice = Invoice['ubl:Invoice'];
type CurrencyCode = UblInvoice['cbc:DocumentCurrencyCode'];
type CountryCode =
  UblInvoice['cac:AccountingSupplierParty']['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'];
type InvoiceLine = UblInvoice['cac:InvoiceLine'][number];
type VatCategory = 'S' | 'E';

/** UNTDID 1001: a commercial invoice, a credit note. */
const TYPE_CODES = {
  invoice: '380',
  creditNote: '381',
} as const;

/** VATEX code of the French franchise en base (CEF VAT exemption reason code list). */
const FRANCHISE_EXEMPTION_CODE = 'VATEX-FR-FRANCHISE';
const FRANCHISE_EXEMPTION_TEXT = 'TVA non applicable, art. 293 B du CGI';
const EXEMPTION_TEXT = 'Exonération de TVA';
/** UNTDID 5189: discount. */
const DISCOUNT_REASON_CODE = '95';
/** UNTDID 4461: SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';
/** ISO 6523 scheme of the French SIRENE register (SIREN, SIRET). */
const SIRENE_SCHEME = '0002';
/** UN/ECE Recommendation 20: one unit, "piece". */
const UNIT_CODE = 'C62';

/** Minor units as an EN 16931 amount, e.g. 12345n -> "123.45", -5n -> "-0.05". */
export function toCiiAmount(amount: bigint): string {
  const sign = amount < 0n ? '-' : '';
  const absolute = amount < 0n ? -amount : amount;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** A rate fraction as a percentage, e.g. 0.055 -> "5.5". */
export function toCiiPercent(rate: number): string {
  return String(Math.round(rate * 10_000) / 100);
}

function toCiiQuantity(quantity: number): string {
  return String(Number(quantity.toFixed(3)));
}

/** Quantity × unit price, rounded to the minor unit: the line's gross amount. */
function grossAmount(quantity: number, unitPrice: bigint): bigint {
  return divideRoundingHalfAwayFromZero(BigInt(Math.round(quantity * 1000)) * unitPrice, 1000n);
}

export interface CiiInvoiceOptions {
  language: Locale;
  mentions: readonly LegalMention[];
}

/**
 * A French invoice or credit note as an EN 16931 invoice, in the library's
 * UBL-shaped input, from which it writes the Cross Industry Invoice (CII
 * D16B) of Factur-X.
 *
 * - A credit note is type 381 with positive amounts (EN 16931 BT-3: the type
 *   says it is a credit): its negated lines are turned back.
 * - A line's discount is a line allowance (BG-27) of quantity × unit price
 *   less the line's net amount, with its rate and the reason code 95.
 * - The franchise en base is VAT category E with the exemption code
 *   VATEX-FR-FRANCHISE; the seller's SIREN is then its tax registration
 *   (BT-32), without which rule BR-E-02 fails when it has no VAT number.
 *   A 0 % rate of a seller who charges VAT is category E as well.
 * - The delivery block (BG-13, actual delivery date BT-72) is always
 *   written: the CII schema requires ApplicableHeaderTradeDelivery.
 * - A credit note names the invoice it corrects in its note (BT-22), from the
 *   legal mentions. Its preceding invoice reference (BT-25, BT-26) is not
 *   given here: the library (2.3.4) reads it for CII from a place its own
 *   input schema refuses, so `toFacturX` adds it to the XML
 *   (`addPrecedingInvoiceReference`).
 */
export function toCiiInvoice(document: CommercialDocument, options: CiiInvoiceOptions): Invoice {
  const content = document.content;
  const seller = document.seller;
  if (!content || !seller) throw new Error('An issued document has its content and its seller');
  const currency = document.currency as CurrencyCode;
  const isCreditNote = document.kind === CommercialDocumentKind.CREDIT_NOTE;
  const sign = isCreditNote && document.totalAmount < 0n ? -1n : 1n;
  const vatExempt = seller.vatExempt;
  const categoryOf = (rate: number): VatCategory => (vatExempt || rate === 0 ? 'E' : 'S');
  const exemption = vatExempt
    ? {
        'cbc:TaxExemptionReasonCode': FRANCHISE_EXEMPTION_CODE,
        'cbc:TaxExemptionReason': FRANCHISE_EXEMPTION_TEXT,
      }
    : { 'cbc:TaxExemptionReason': EXEMPTION_TEXT };
  const copy = DOCUMENT_COPY[options.language];
  const sellerIdentity = options.mentions.find((mention) => mention.code === 'seller-identity');
  const customer = content.customer;
  const customerCountry = (customer?.address?.countryCode || 'FR').toUpperCase() as CountryCode;
  const siren = seller.registrationNumber.replace(/\s/g, '');

  const sellerTaxSchemes: NonNullable<
    UblInvoice['cac:AccountingSupplierParty']['cac:Party']['cac:PartyTaxScheme']
  > = seller.vatNumber
    ? [
        {
          'cbc:CompanyID': seller.vatNumber.replace(/\s/g, ''),
          'cac:TaxScheme': { 'cbc:ID': 'VAT' },
        },
      ]
    : [{ 'cbc:CompanyID': siren, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }];

  const lines = content.lineItems.map((line, index) =>
    toCiiLine(line, index, {
      currency,
      sign,
      rate: vatExempt ? 0 : (line.taxRate ?? content.taxRate),
      categoryOf,
      discountReason: copy.columns.discount,
    }),
  );

  const invoice: UblInvoice = {
    'cbc:ID': document.invoiceNumber,
    'cbc:IssueDate': content.invoiceDate,
    'cbc:InvoiceTypeCode': isCreditNote ? TYPE_CODES.creditNote : TYPE_CODES.invoice,
    // One note (BT-22) holding every mention: the library writes the entries of a list as
    // several Content elements of one IncludedNote, which the CII schema refuses.
    ...(options.mentions.length > 0
      ? { 'cbc:Note': [options.mentions.map((mention) => mention.text).join('\n')] }
      : {}),
    'cbc:DocumentCurrencyCode': currency,
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cac:PostalAddress': {
          'cbc:StreetName': seller.address?.street1 ?? '',
          ...(seller.address?.street2
            ? { 'cbc:AdditionalStreetName': seller.address.street2 }
            : {}),
          'cbc:CityName': seller.address?.city ?? '',
          'cbc:PostalZone': seller.address?.postalCode ?? '',
          'cac:Country': { 'cbc:IdentificationCode': 'FR' },
        },
        'cac:PartyTaxScheme': sellerTaxSchemes,
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': seller.companyName,
          'cbc:CompanyID': siren,
          'cbc:CompanyID@schemeID': SIRENE_SCHEME,
          ...(sellerIdentity ? { 'cbc:CompanyLegalForm': sellerIdentity.text } : {}),
        },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cac:PostalAddress': {
          'cbc:StreetName': customer?.address?.street1 ?? '',
          ...(customer?.address?.street2
            ? { 'cbc:AdditionalStreetName': customer.address.street2 }
            : {}),
          'cbc:CityName': customer?.address?.city ?? '',
          'cbc:PostalZone': customer?.address?.postalCode ?? '',
          'cac:Country': { 'cbc:IdentificationCode': customerCountry },
        },
        ...(customer?.vatNumber
          ? {
              'cac:PartyTaxScheme': {
                'cbc:CompanyID': customer.vatNumber.replace(/\s/g, ''),
                'cac:TaxScheme': { 'cbc:ID': 'VAT' },
              },
            }
          : {}),
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': customer?.companyName ?? '',
          ...(customer?.registrationNumber
            ? {
                'cbc:CompanyID': customer.registrationNumber.replace(/\s/g, ''),
                ...(/^\d{9}$/.test(customer.registrationNumber.replace(/\s/g, '')) &&
                customerCountry === 'FR'
                  ? { 'cbc:CompanyID@schemeID': SIRENE_SCHEME }
                  : {}),
              }
            : {}),
        },
        ...(customer?.email ? { 'cac:Contact': { 'cbc:ElectronicMail': customer.email } } : {}),
      },
    },
    'cac:Delivery': { 'cbc:ActualDeliveryDate': content.supplyDate || content.invoiceDate },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': toCiiAmount(sign * document.totalTaxAmount),
        'cbc:TaxAmount@currencyID': currency,
        'cac:TaxSubtotal': document.taxBreakdown.map((entry) => ({
          'cbc:TaxableAmount': toCiiAmount(sign * entry.netAmount),
          'cbc:TaxableAmount@currencyID': currency,
          'cbc:TaxAmount': toCiiAmount(sign * entry.taxAmount),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxCategory': {
            'cbc:ID': categoryOf(entry.rate),
            'cbc:Percent': toCiiPercent(entry.rate),
            ...(categoryOf(entry.rate) === 'E' ? exemption : {}),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': toCiiAmount(sign * document.totalNetAmount),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cbc:TaxExclusiveAmount': toCiiAmount(sign * document.totalNetAmount),
      'cbc:TaxExclusiveAmount@currencyID': currency,
      'cbc:TaxInclusiveAmount': toCiiAmount(sign * document.totalAmount),
      'cbc:TaxInclusiveAmount@currencyID': currency,
      'cbc:PayableAmount': toCiiAmount(sign * document.totalAmount),
      'cbc:PayableAmount@currencyID': currency,
    },
    'cac:InvoiceLine': lines as [InvoiceLine, ...InvoiceLine[]],
  };
  if (content.hasDueDate && content.dueDate && !isCreditNote) {
    invoice['cbc:DueDate'] = content.dueDate;
  }
  invoice['cac:PaymentTerms'] = {
    'cbc:Note': isCreditNote
      ? copy.refund
      : content.hasDueDate && content.dueDate
        ? copy.payBy(formatDate(content.dueDate, options.language))
        : copy.payOnReceipt,
  };
  if (content.iban && !isCreditNote) {
    invoice['cac:PaymentMeans'] = [
      {
        'cbc:PaymentMeansCode': SEPA_CREDIT_TRANSFER,
        'cac:PayeeFinancialAccount': { 'cbc:ID': toElectronicIban(content.iban) },
      },
    ];
  }
  return { 'ubl:Invoice': invoice };
}

interface LineOptions {
  currency: CurrencyCode;
  sign: bigint;
  rate: number;
  categoryOf: (rate: number) => VatCategory;
  discountReason: string;
}

function toCiiLine(line: LineItem, index: number, options: LineOptions): InvoiceLine {
  const { currency } = options;
  // EN 16931 BR-27: the item price is never negative; a negative line carries its sign in the quantity.
  const priceSign = line.unitPrice < 0n ? -1n : 1n;
  const price = line.unitPrice * priceSign;
  const quantity = line.quantity * Number(options.sign * priceSign);
  const net = line.netAmount * options.sign;
  const allowance = grossAmount(quantity, price) - net;
  const category = options.categoryOf(options.rate);
  return {
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': toCiiQuantity(quantity),
    'cbc:InvoicedQuantity@unitCode': UNIT_CODE,
    'cbc:LineExtensionAmount': toCiiAmount(net),
    'cbc:LineExtensionAmount@currencyID': currency,
    ...(line.discountRate > 0 && allowance !== 0n
      ? {
          'cac:AllowanceCharge': [
            {
              'cbc:ChargeIndicator': 'false',
              'cbc:AllowanceChargeReasonCode': DISCOUNT_REASON_CODE,
              'cbc:AllowanceChargeReason': options.discountReason,
              'cbc:MultiplierFactorNumeric': toCiiPercent(line.discountRate),
              'cbc:Amount': toCiiAmount(allowance),
              'cbc:Amount@currencyID': currency,
              'cbc:BaseAmount': toCiiAmount(allowance + net),
              'cbc:BaseAmount@currencyID': currency,
            },
          ],
        }
      : {}),
    'cac:Item': {
      'cbc:Name': line.description,
      'cac:ClassifiedTaxCategory': {
        'cbc:ID': category,
        'cbc:Percent': toCiiPercent(options.rate),
        'cac:TaxScheme': { 'cbc:ID': 'VAT' },
      },
    },
    'cac:Price': {
      'cbc:PriceAmount': toCiiAmount(price),
      'cbc:PriceAmount@currencyID': currency,
    },
  };
}
