import { CommercialDocumentKind, OperationNature } from '@foundly/proto';
import type { Locale } from '../locale.js';
import type { InvoicingCountry } from './invoicing-country.js';
import { IVA_EXEMPTION_REFERENCES, type IvaExemption } from './spain/iva-rates.js';

/** A mention's stable name, for tests and for a client that styles some of them. */
export type LegalMentionCode =
  | 'seller-identity'
  | 'vat-franchise'
  | 'uk-vat-number'
  | 'uk-not-vat-registered'
  | 'uk-time-of-supply'
  | 'credit-note-reference'
  | 'operation-nature'
  | 'late-payment-penalty'
  | 'recovery-fee'
  | 'early-payment-discount'
  | 'uk-late-payment-interest'
  | 'es-rectified-invoice'
  | 'es-iva-exemption';

/** One sentence a document must print, in the document's language, with the rule behind it. */
export interface LegalMention {
  code: LegalMentionCode;
  text: string;
  /** The text of law or guidance that asks for it, as a reader would look it up. */
  source: string;
}

/** The seller as printed on the document (frozen at issue). */
export interface LegalMentionsSeller {
  companyName: string;
  /** As printed: "SASU", "EURL", "EI" for an individual entrepreneur, "Ltd". */
  legalForm: string;
  registrationNumber: string;
  vatNumber: string;
  /** Share capital in minor units; 0 for an individual entrepreneur. */
  shareCapital: bigint;
  /** The RCS city, or "RNE" for a micro-entreprise registered only at the RNE. */
  register: string;
  vatExempt: boolean;
}

export interface LegalMentionsInput {
  /** Whose invoicing law applies: the seller's country. */
  country: InvoicingCountry;
  kind: CommercialDocumentKind;
  language: Locale;
  /** ISO 4217, for the amounts the mentions quote (share capital). */
  currency: string;
  /** Unknown on a draft whose seller is not filled in yet: its mentions are then left out. */
  seller: LegalMentionsSeller | undefined;
  customerIsBusiness: boolean;
  /** Yearly late-payment penalty rate, a fraction; 0 leaves the statutory default. */
  delayedInterestRate: number;
  /** YYYY-MM-DD. */
  invoiceDate: string;
  /** YYYY-MM-DD when the supply happened on another day than the invoice date, else empty. */
  supplyDate: string;
  /** The invoice a credit note cancels. */
  sourceDocumentNumber: string;
  /** Its date, YYYY-MM-DD (a Spanish rectificativa names both). */
  sourceDocumentDate?: string | undefined;
  operationNature: OperationNature;
  /** Spain: why the lines at 0 % bear no IVA. */
  ivaExemption?: IvaExemption | undefined;
}

/** The recovery fee of Code de commerce D441-5, in euro cents. */
export const FRENCH_RECOVERY_FEE_CENTS = 4000n;

/**
 * The legal mentions a quote, invoice or credit note must print, in the
 * document's language, each with the rule that asks for it. Names,
 * addresses, numbers, dates, lines and amounts are printed by the document
 * itself; these are the sentences at its foot.
 *
 * France:
 * - the seller's identity: legal form and share capital of a company
 *   (Code de commerce R123-238), SIREN and "RCS" with the registry's city
 *   (R123-237); an individual entrepreneur adds "EI" to the name (L526-22);
 * - a micro-entrepreneur in the VAT franchise: "TVA non applicable, art. 293
 *   B du CGI" (the wording of BOI-TVA-DECLA-40-10-10), printed in French
 *   whatever the language, with a translation beside it;
 * - between businesses, on invoices: the late-payment penalty rate (the
 *   statutory default, ECB rate plus 10 points, when none is agreed), the
 *   40 € recovery fee (Code de commerce L441-10, D441-5) and the early
 *   payment discount terms, here "none" (L441-9);
 * - a credit note refers to the invoice it corrects (CGI art. 289, I-5);
 * - the nature of the operation, goods or services (CGI annexe II art. 242
 *   nonies A, as amended by décret 2022-1299).
 * The "option pour le paiement de la taxe d'après les débits" is not printed:
 * the product records no such option, and without it a service provider
 * pays VAT on receipts, which is what the document then says by silence.
 *
 * United Kingdom:
 * - a company's registered name, number and place of registration (Company,
 *   LLP and Business (Names and Trading Disclosures) Regulations 2015,
 *   reg. 25);
 * - a VAT-registered seller's VAT number and the time of supply (VAT
 *   Regulations 1995, reg. 14(1)); a seller not registered for VAT charges
 *   none and says so (only a registered person may issue a VAT invoice: VAT
 *   Act 1994 Sch. 11 para. 2; Finance Act 2008 Sch. 41 penalises the
 *   unauthorised issue of one);
 * - a credit note refers to the invoice it corrects (VAT Regulations 1995,
 *   reg. 15C; VAT Notice 700 §18.2.3);
 * - an agreed late-payment interest rate between businesses (Late Payment of
 *   Commercial Debts (Interest) Act 1998).
 */
export function getLegalMentions(input: LegalMentionsInput): LegalMention[] {
  if (input.country === 'ES') return getSpanishMentions(input);
  return input.country === 'FR' ? getFrenchMentions(input) : getUkMentions(input);
}

/**
 * Spain: the parties' names, NIFs and addresses, the IVA per rate and the
 * IRPF withheld are printed by the document itself; the sentences are
 * - a rectificativa names the invoice it corrects, its number and date
 *   (Real Decreto 1619/2012 arts. 7.1.h and 15.5);
 * - an operation that bears no IVA names the provision that exempts it
 *   (art. 6.1.j).
 */
function getSpanishMentions(input: LegalMentionsInput): LegalMention[] {
  const copy = SPANISH_COPY[input.language];
  const mentions: LegalMention[] = [];
  if (input.kind === CommercialDocumentKind.CREDIT_NOTE && input.sourceDocumentNumber) {
    mentions.push({
      code: 'es-rectified-invoice',
      text: copy.rectifiedInvoice(
        input.sourceDocumentNumber,
        formatDate(input.sourceDocumentDate ?? '', input.language),
      ),
      source: 'Real Decreto 1619/2012, arts. 7.1.h and 15.5',
    });
  }
  if (input.ivaExemption && input.kind !== CommercialDocumentKind.QUOTE) {
    mentions.push({
      code: 'es-iva-exemption',
      text: copy.ivaExemption(IVA_EXEMPTION_REFERENCES[input.ivaExemption]),
      source: 'Real Decreto 1619/2012, art. 6.1.j',
    });
  }
  return mentions;
}

interface SpanishCopy {
  rectifiedInvoice: (number: string, date: string) => string;
  ivaExemption: (reference: string) => string;
}

const SPANISH_COPY: Record<Locale, SpanishCopy> = {
  'es-es': {
    rectifiedInvoice: (number, date) => `Factura rectificativa de la factura ${number} de ${date}.`,
    ivaExemption: (reference) => `Operación exenta de IVA: ${reference}.`,
  },
  'en-gb': {
    rectifiedInvoice: (number, date) => `Corrective invoice of invoice ${number} of ${date}.`,
    ivaExemption: (reference) => `Operation exempt from IVA: ${reference}.`,
  },
  'fr-fr': {
    rectifiedInvoice: (number, date) => `Facture rectificative de la facture ${number} du ${date}.`,
    ivaExemption: (reference) => `Opération exonérée d'IVA : ${reference}.`,
  },
};

function getFrenchMentions(input: LegalMentionsInput): LegalMention[] {
  const copy = FRENCH_COPY[input.language];
  const mentions: LegalMention[] = [];
  const { seller } = input;
  if (seller) {
    mentions.push({
      code: 'seller-identity',
      text: copy.sellerIdentity(seller, formatAmount(seller.shareCapital, input)),
      source: 'Code de commerce R123-237, R123-238, L526-22',
    });
    if (seller.vatExempt) {
      mentions.push({
        code: 'vat-franchise',
        text: copy.vatFranchise,
        source: 'CGI art. 293 B; BOI-TVA-DECLA-40-10-10',
      });
    }
  }
  if (input.kind === CommercialDocumentKind.CREDIT_NOTE && input.sourceDocumentNumber) {
    mentions.push({
      code: 'credit-note-reference',
      text: copy.creditNoteReference(input.sourceDocumentNumber),
      source: 'CGI art. 289, I-5',
    });
  }
  if (input.kind !== CommercialDocumentKind.QUOTE) {
    const nature = copy.operationNature[input.operationNature];
    if (nature) {
      mentions.push({
        code: 'operation-nature',
        text: nature,
        source: 'CGI annexe II art. 242 nonies A (décret 2022-1299)',
      });
    }
  }
  if (input.kind === CommercialDocumentKind.INVOICE && input.customerIsBusiness) {
    mentions.push(
      {
        code: 'late-payment-penalty',
        text:
          input.delayedInterestRate > 0
            ? copy.latePaymentPenalty(formatRate(input.delayedInterestRate, input.language))
            : copy.latePaymentPenaltyDefault,
        source: 'Code de commerce L441-10, II',
      },
      {
        code: 'recovery-fee',
        text: copy.recoveryFee(
          formatAmount(FRENCH_RECOVERY_FEE_CENTS, { ...input, currency: 'EUR' }),
        ),
        source: 'Code de commerce L441-10, II and D441-5',
      },
      {
        code: 'early-payment-discount',
        text: copy.earlyPaymentDiscount,
        source: 'Code de commerce L441-9, I',
      },
    );
  }
  return mentions;
}

function getUkMentions(input: LegalMentionsInput): LegalMention[] {
  const copy = UK_COPY[input.language];
  const mentions: LegalMention[] = [];
  const { seller } = input;
  if (seller) {
    mentions.push({
      code: 'seller-identity',
      text: copy.sellerIdentity(seller),
      source: 'Company, LLP and Business (Names and Trading Disclosures) Regulations 2015, reg. 25',
    });
    if (seller.vatExempt) {
      mentions.push({
        code: 'uk-not-vat-registered',
        text: copy.notVatRegistered,
        source: 'VAT Act 1994, Sch. 11 para. 2; Finance Act 2008, Sch. 41',
      });
    } else if (seller.vatNumber) {
      mentions.push({
        code: 'uk-vat-number',
        text: copy.vatNumber(seller.vatNumber),
        source: 'VAT Regulations 1995, reg. 14(1)(c)',
      });
    }
  }
  const isVatInvoice = seller !== undefined && !seller.vatExempt;
  if (isVatInvoice && input.kind !== CommercialDocumentKind.QUOTE) {
    mentions.push({
      code: 'uk-time-of-supply',
      text: copy.timeOfSupply(formatDate(input.supplyDate || input.invoiceDate, input.language)),
      source: 'VAT Regulations 1995, reg. 14(1)(d); VAT Act 1994, s. 6',
    });
  }
  if (input.kind === CommercialDocumentKind.CREDIT_NOTE && input.sourceDocumentNumber) {
    mentions.push({
      code: 'credit-note-reference',
      text: copy.creditNoteReference(input.sourceDocumentNumber),
      source: 'VAT Regulations 1995, reg. 15C; VAT Notice 700 §18.2.3',
    });
  }
  if (
    input.kind === CommercialDocumentKind.INVOICE &&
    input.customerIsBusiness &&
    input.delayedInterestRate > 0
  ) {
    mentions.push({
      code: 'uk-late-payment-interest',
      text: copy.latePaymentInterest(formatRate(input.delayedInterestRate, input.language)),
      source: 'Late Payment of Commercial Debts (Interest) Act 1998',
    });
  }
  return mentions;
}

interface FrenchCopy {
  sellerIdentity: (seller: LegalMentionsSeller, shareCapital: string) => string;
  vatFranchise: string;
  creditNoteReference: (invoiceNumber: string) => string;
  operationNature: Partial<Record<OperationNature, string>>;
  latePaymentPenalty: (rate: string) => string;
  latePaymentPenaltyDefault: string;
  recoveryFee: (amount: string) => string;
  earlyPaymentDiscount: string;
}

/** The statutory wording, which a French invoice prints in French whatever its language. */
const FRANCHISE_WORDING = 'TVA non applicable, art. 293 B du CGI';

/**
 * "SIREN 123 456 789 RCS Paris", or "SIREN 123 456 789" for a micro-entreprise
 * registered at the RNE only (no RCS). The register is recorded as the
 * extract names it, "RCS Paris" or "Paris": RCS is printed once.
 */
function frenchRegistration(seller: LegalMentionsSeller): string {
  const siren = seller.registrationNumber
    .replace(/\D/g, '')
    .replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
  const register = seller.register.trim().replace(/^RCS\s+/i, '');
  if (!register || register.toUpperCase() === 'RNE') return `SIREN ${siren}`;
  return `SIREN ${siren} RCS ${register}`;
}

/** An entrepreneur individuel (a micro-entrepreneur among them), whatever the spelling. */
function isIndividualEntrepreneur(seller: LegalMentionsSeller): boolean {
  const form = seller.legalForm.trim();
  return form.toUpperCase() === 'EI' || /entrepr\w* individuel/i.test(form);
}

/**
 * "Acme, SASU au capital de 1 000,00 €" or "Jeanne Martin EI". A company
 * whose capital is not recorded yet prints its form alone (issuing asks for
 * the capital).
 */
function frenchName(seller: LegalMentionsSeller, capitalPhrase: string): string {
  if (isIndividualEntrepreneur(seller)) return `${seller.companyName} EI`;
  const form = seller.legalForm.trim();
  const capital = seller.shareCapital > 0n ? capitalPhrase : '';
  return [seller.companyName, [form, capital].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

const FRENCH_COPY: Record<Locale, FrenchCopy> = {
  'fr-fr': {
    sellerIdentity: (seller, capital) =>
      `${frenchName(seller, `au capital de ${capital}`)} – ${frenchRegistration(seller)}`,
    vatFranchise: FRANCHISE_WORDING,
    creditNoteReference: (number) => `Avoir rectifiant la facture n° ${number}`,
    operationNature: {
      [OperationNature.GOODS]: 'Nature de l’opération : livraison de biens',
      [OperationNature.SERVICES]: 'Nature de l’opération : prestation de services',
      [OperationNature.MIXED]:
        'Nature de l’opération : livraison de biens et prestation de services',
    },
    latePaymentPenalty: (rate) =>
      `Pénalités de retard : ${rate} par an, exigibles dès le lendemain de la date d’échéance`,
    latePaymentPenaltyDefault:
      'Pénalités de retard : taux de refinancement de la BCE majoré de 10 points, exigibles dès le lendemain de la date d’échéance',
    recoveryFee: (amount) =>
      `Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : ${amount} (art. L441-10 et D441-5 du Code de commerce)`,
    earlyPaymentDiscount: 'Pas d’escompte pour paiement anticipé',
  },
  'en-gb': {
    sellerIdentity: (seller, capital) =>
      `${frenchName(seller, `with a share capital of ${capital}`)} – ${frenchRegistration(seller)}`,
    vatFranchise: `VAT not applicable, article 293 B of the French tax code (${FRANCHISE_WORDING})`,
    creditNoteReference: (number) => `Credit note correcting invoice ${number}`,
    operationNature: {
      [OperationNature.GOODS]: 'Nature of the transaction: supply of goods',
      [OperationNature.SERVICES]: 'Nature of the transaction: supply of services',
      [OperationNature.MIXED]: 'Nature of the transaction: supply of goods and services',
    },
    latePaymentPenalty: (rate) =>
      `Late-payment penalties: ${rate} a year, due from the day after the due date`,
    latePaymentPenaltyDefault:
      'Late-payment penalties: the ECB refinancing rate plus 10 percentage points, due from the day after the due date',
    recoveryFee: (amount) =>
      `Fixed compensation for recovery costs in case of late payment: ${amount} (French Commercial Code, art. L441-10 and D441-5)`,
    earlyPaymentDiscount: 'No discount for early payment',
  },
  'es-es': {
    sellerIdentity: (seller, capital) =>
      `${frenchName(seller, `con un capital social de ${capital}`)} – ${frenchRegistration(seller)}`,
    vatFranchise: `IVA no aplicable, artículo 293 B del código tributario francés (${FRANCHISE_WORDING})`,
    creditNoteReference: (number) => `Factura rectificativa de la factura n.º ${number}`,
    operationNature: {
      [OperationNature.GOODS]: 'Naturaleza de la operación: entrega de bienes',
      [OperationNature.SERVICES]: 'Naturaleza de la operación: prestación de servicios',
      [OperationNature.MIXED]:
        'Naturaleza de la operación: entrega de bienes y prestación de servicios',
    },
    latePaymentPenalty: (rate) =>
      `Penalizaciones por demora: ${rate} anual, exigibles desde el día siguiente al vencimiento`,
    latePaymentPenaltyDefault:
      'Penalizaciones por demora: tipo de refinanciación del BCE más 10 puntos, exigibles desde el día siguiente al vencimiento',
    recoveryFee: (amount) =>
      `Indemnización fija por gastos de cobro en caso de demora: ${amount} (Código de Comercio francés, art. L441-10 y D441-5)`,
    earlyPaymentDiscount: 'Sin descuento por pronto pago',
  },
};

interface UkCopy {
  sellerIdentity: (seller: LegalMentionsSeller) => string;
  vatNumber: (vatNumber: string) => string;
  notVatRegistered: string;
  timeOfSupply: (date: string) => string;
  creditNoteReference: (invoiceNumber: string) => string;
  latePaymentInterest: (rate: string) => string;
}

type UkJurisdiction = 'england-and-wales' | 'scotland' | 'northern-ireland';

/** Companies House numbers of Scottish companies start SC, of Northern Irish ones NI. */
function getUkJurisdiction(companyNumber: string): UkJurisdiction {
  const prefix = companyNumber.trim().slice(0, 2).toUpperCase();
  if (prefix === 'SC') return 'scotland';
  if (prefix === 'NI') return 'northern-ireland';
  return 'england-and-wales';
}

const UK_JURISDICTIONS: Record<Locale, Record<UkJurisdiction, string>> = {
  'en-gb': {
    'england-and-wales': 'England and Wales',
    scotland: 'Scotland',
    'northern-ireland': 'Northern Ireland',
  },
  'fr-fr': {
    'england-and-wales': 'en Angleterre et au pays de Galles',
    scotland: 'en Écosse',
    'northern-ireland': 'en Irlande du Nord',
  },
  'es-es': {
    'england-and-wales': 'en Inglaterra y Gales',
    scotland: 'en Escocia',
    'northern-ireland': 'en Irlanda del Norte',
  },
};

const UK_COPY: Record<Locale, UkCopy> = {
  'en-gb': {
    sellerIdentity: (seller) =>
      `${seller.companyName}, registered in ${UK_JURISDICTIONS['en-gb'][getUkJurisdiction(seller.registrationNumber)]}, company number ${seller.registrationNumber}`,
    vatNumber: (vatNumber) => `VAT registration number: ${vatNumber}`,
    notVatRegistered: 'Not registered for VAT: no VAT is charged',
    timeOfSupply: (date) => `Time of supply (tax point): ${date}`,
    creditNoteReference: (number) => `Credit note for invoice ${number}`,
    latePaymentInterest: (rate) => `Interest on late payment: ${rate} a year`,
  },
  'fr-fr': {
    sellerIdentity: (seller) =>
      `${seller.companyName}, immatriculée ${UK_JURISDICTIONS['fr-fr'][getUkJurisdiction(seller.registrationNumber)]} sous le numéro ${seller.registrationNumber}`,
    vatNumber: (vatNumber) => `Numéro de TVA : ${vatNumber}`,
    notVatRegistered: 'Non assujetti à la TVA : aucune TVA facturée',
    timeOfSupply: (date) => `Date du fait générateur (time of supply) : ${date}`,
    creditNoteReference: (number) => `Avoir relatif à la facture n° ${number}`,
    latePaymentInterest: (rate) => `Intérêts de retard : ${rate} par an`,
  },
  'es-es': {
    sellerIdentity: (seller) =>
      `${seller.companyName}, registrada ${UK_JURISDICTIONS['es-es'][getUkJurisdiction(seller.registrationNumber)]} con el número ${seller.registrationNumber}`,
    vatNumber: (vatNumber) => `Número de IVA: ${vatNumber}`,
    notVatRegistered: 'No registrada a efectos del IVA: no se repercute IVA',
    timeOfSupply: (date) => `Fecha de devengo (time of supply): ${date}`,
    creditNoteReference: (number) => `Factura rectificativa de la factura n.º ${number}`,
    latePaymentInterest: (rate) => `Intereses de demora: ${rate} anual`,
  },
};

/** An amount in minor units, e.g. "1 000,00 €" in French. */
function formatAmount(amount: bigint, input: { currency: string; language: Locale }): string {
  return new Intl.NumberFormat(input.language, {
    style: 'currency',
    currency: input.currency,
    minimumFractionDigits: 2,
  }).format(Number(amount) / 100);
}

function formatRate(rate: number, language: Locale): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    rate,
  );
}

function formatDate(isoDate: string, language: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
