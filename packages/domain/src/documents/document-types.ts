import { CountryCode, LegalForm } from '@foundly/proto';

/** What a stored file is made of, as read from its first bytes. */
export type FileFormat = 'pdf' | 'jpeg' | 'png' | 'pkcs12';

/**
 * Who issues an official document: the Spanish authorities of the documents
 * table (spec 02 §3), the autónomo's then those of an SL's or SA's formation
 * (issue 19), and Companies House for a UK company's certificate of
 * incorporation (Companies Act 2006 s. 15).
 */
export type Authority =
  | 'aeat'
  | 'seguridad_social'
  | 'mutua'
  | 'inss'
  | 'fnmt'
  | 'registro_mercantil_central'
  | 'banco'
  | 'notario'
  | 'registro_mercantil'
  | 'companies_house';

/** The authorities the Spanish documents table filters by. */
export const AUTHORITIES: readonly Authority[] = [
  'aeat',
  'seguridad_social',
  'mutua',
  'inss',
  'fnmt',
  'registro_mercantil_central',
  'banco',
  'notario',
  'registro_mercantil',
];

/** The authorities of an SL's or SA's formation, after the tax agency they share with autónomos. */
const COMPANY_AUTHORITIES: readonly Authority[] = [
  'aeat',
  'registro_mercantil_central',
  'banco',
  'notario',
  'registro_mercantil',
];

/**
 * The authorities a Spanish founder's documents come from, as the documents table filters
 * them: an SL's or SA's formation, or an autónomo's registration.
 */
export function listDocumentAuthorities(legalForm: LegalForm): readonly Authority[] {
  return legalForm === LegalForm.SL || legalForm === LegalForm.SA
    ? COMPANY_AUTHORITIES
    : AUTHORITIES.filter((authority) => !COMPANY_AUTHORITIES.slice(1).includes(authority));
}

/** The grouping a document type belongs to; uploads announce it and the server checks it. */
export type DocumentCategory = 'identity' | 'address' | 'bank' | 'certificate' | 'company';

export interface DocumentTypeRule {
  countries: readonly CountryCode[];
  category: DocumentCategory;
  formats: readonly FileFormat[];
  /**
   * Who adds it: the founder, the formation team (official documents), or the
   * signing partner (signed PDFs, which nobody uploads by hand).
   */
  uploadedBy: 'customer' | 'operator' | 'signature';
  /** The issuing authority of an official document, with its badge colour. */
  authority?: Authority;
  /** The legal forms whose files hold it, when not every form of its countries does. */
  legalForms?: readonly LegalForm[];
}

const IMAGE_OR_PDF: readonly FileFormat[] = ['pdf', 'jpeg', 'png'];
const PDF: readonly FileFormat[] = ['pdf'];
const FR_UK = [CountryCode.FR, CountryCode.UK] as const;
const ES = [CountryCode.ES] as const;
const ALL = [CountryCode.FR, CountryCode.UK, CountryCode.ES] as const;
const SL_SA = [LegalForm.SL, LegalForm.SA] as const;

/** An official document of an SL's or SA's formation, issued by `authority`. */
function companyFormationDocument<A extends Authority>(authority: A) {
  return {
    countries: ES,
    category: 'company',
    formats: PDF,
    uploadedBy: 'operator',
    authority,
    legalForms: SL_SA,
  } as const;
}

/**
 * Every document type the product stores, per country (spec 01 §3, spec 02 §3).
 * French official documents are uploaded by the formation team; the founder
 * uploads identity and proofs of address.
 */
export const DOCUMENT_TYPES = {
  identity: {
    countries: FR_UK,
    category: 'identity',
    formats: IMAGE_OR_PDF,
    uploadedBy: 'customer',
  },
  spouse_identity: {
    countries: FR_UK,
    category: 'identity',
    formats: IMAGE_OR_PDF,
    uploadedBy: 'customer',
  },
  proof_of_address: {
    countries: ALL,
    category: 'address',
    formats: IMAGE_OR_PDF,
    uploadedBy: 'customer',
  },
  business_proof_of_address: {
    countries: FR_UK,
    category: 'address',
    formats: IMAGE_OR_PDF,
    uploadedBy: 'customer',
  },
  host_certificate: {
    countries: FR_UK,
    category: 'address',
    formats: IMAGE_OR_PDF,
    uploadedBy: 'customer',
  },
  commercial_lease: {
    countries: FR_UK,
    category: 'company',
    formats: IMAGE_OR_PDF,
    uploadedBy: 'customer',
  },
  register_extract: { countries: FR_UK, category: 'company', formats: PDF, uploadedBy: 'operator' },
  capital_share_deposit_certificate: {
    countries: FR_UK,
    category: 'company',
    formats: PDF,
    uploadedBy: 'operator',
  },
  articles_of_incorporation: {
    countries: FR_UK,
    category: 'company',
    formats: PDF,
    uploadedBy: 'operator',
  },
  publication: { countries: FR_UK, category: 'company', formats: PDF, uploadedBy: 'operator' },
  proxy_formalities: {
    countries: FR_UK,
    category: 'company',
    formats: PDF,
    uploadedBy: 'operator',
  },
  proxy_bank: { countries: FR_UK, category: 'company', formats: PDF, uploadedBy: 'operator' },
  signed_articles: {
    countries: FR_UK,
    category: 'company',
    formats: PDF,
    uploadedBy: 'signature',
  },
  signed_micro_declaration: {
    countries: [CountryCode.FR],
    category: 'company',
    formats: PDF,
    uploadedBy: 'signature',
  },
  identity_front: {
    countries: ES,
    category: 'identity',
    formats: IMAGE_OR_PDF,
    uploadedBy: 'customer',
  },
  identity_back: {
    countries: ES,
    category: 'identity',
    formats: IMAGE_OR_PDF,
    uploadedBy: 'customer',
  },
  identity_nie: {
    countries: ES,
    category: 'identity',
    formats: IMAGE_OR_PDF,
    uploadedBy: 'customer',
  },
  identity_id_or_passport: {
    countries: ES,
    category: 'identity',
    formats: IMAGE_OR_PDF,
    uploadedBy: 'customer',
  },
  proof_of_fiscal_address: {
    countries: ES,
    category: 'address',
    formats: IMAGE_OR_PDF,
    uploadedBy: 'customer',
  },
  proof_of_notification_address: {
    countries: ES,
    category: 'address',
    formats: IMAGE_OR_PDF,
    uploadedBy: 'customer',
  },
  iban: { countries: ES, category: 'bank', formats: IMAGE_OR_PDF, uploadedBy: 'customer' },
  personal_certificate: {
    countries: ES,
    category: 'certificate',
    formats: ['pkcs12'],
    uploadedBy: 'customer',
  },
  resguardo: {
    countries: ES,
    category: 'company',
    formats: PDF,
    uploadedBy: 'operator',
    authority: 'aeat',
  },
  resolucion_de_alta: {
    countries: ES,
    category: 'company',
    formats: PDF,
    uploadedBy: 'operator',
    authority: 'seguridad_social',
  },
  orden_de_domiciliacion_bancaria: {
    countries: ES,
    category: 'company',
    formats: PDF,
    uploadedBy: 'operator',
    authority: 'seguridad_social',
  },
  signed_mandate: { countries: ES, category: 'company', formats: PDF, uploadedBy: 'signature' },
  /** Bespoke articles a UK founder adopts instead of the model articles (Companies Act 2006 s. 18). */
  articles_of_association: {
    countries: [CountryCode.UK],
    category: 'company',
    formats: PDF,
    uploadedBy: 'customer',
  },
  certificate_of_incorporation: {
    countries: [CountryCode.UK],
    category: 'company',
    formats: PDF,
    uploadedBy: 'operator',
    authority: 'companies_house',
  },
  // An SL's or SA's formation, in the order of its lifecycle (docs/company-formation.md).
  certificacion_negativa: companyFormationDocument('registro_mercantil_central'),
  certificado_deposito_capital: companyFormationDocument('banco'),
  escritura_constitucion: companyFormationDocument('notario'),
  nif_provisional: companyFormationDocument('aeat'),
  escritura_inscrita: companyFormationDocument('registro_mercantil'),
  nif_definitivo: companyFormationDocument('aeat'),
  modelo_036: companyFormationDocument('aeat'),
} as const satisfies Record<string, DocumentTypeRule>;

export type DocumentType = keyof typeof DOCUMENT_TYPES;

export function isDocumentType(value: string): value is DocumentType {
  return Object.hasOwn(DOCUMENT_TYPES, value);
}

/** The rule of a type, or undefined when the type is unknown. */
export function getDocumentTypeRule(type: string): DocumentTypeRule | undefined {
  return isDocumentType(type) ? DOCUMENT_TYPES[type] : undefined;
}

/**
 * Whether a type is stored for orders of a country and, when the type names legal forms, of
 * that legal form (an autónomo's file holds no deed of incorporation).
 */
export function isDocumentTypeOf(
  country: CountryCode,
  type: string,
  legalForm?: LegalForm,
): boolean {
  const rule = getDocumentTypeRule(type);
  if (!rule?.countries.includes(country)) return false;
  return !rule.legalForms || (legalForm !== undefined && rule.legalForms.includes(legalForm));
}

/** The types a founder of a country may upload themselves. */
export function listCustomerDocumentTypes(country: CountryCode): DocumentType[] {
  return (Object.keys(DOCUMENT_TYPES) as DocumentType[]).filter((type) => {
    const rule: DocumentTypeRule = DOCUMENT_TYPES[type];
    return rule.uploadedBy === 'customer' && rule.countries.includes(country);
  });
}

/** Badge colours of the authorities (spec 02 §2: tax agency orange, social security blue). */
export const AUTHORITY_BADGE_COLOURS: Record<
  Authority,
  'orange' | 'blue' | 'green' | 'purple' | 'grey' | 'teal' | 'rose' | 'sky'
> = {
  aeat: 'orange',
  seguridad_social: 'blue',
  mutua: 'green',
  inss: 'purple',
  fnmt: 'grey',
  companies_house: 'grey',
  registro_mercantil_central: 'teal',
  banco: 'sky',
  notario: 'rose',
  registro_mercantil: 'teal',
};
