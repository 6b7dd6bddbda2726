import { CountryCode, LegalForm } from '@foundly/proto';
import { FRENCH_VAT_RATE, SPANISH_VAT_RATE, UK_VAT_RATE } from './vat.js';

export interface ProductDefinition {
  productId: string;
  /** Translation key of the product's name. */
  name: string;
  /** Before VAT, in cents. */
  priceCents: number;
  currency: 'EUR' | 'GBP';
  vatRate: number;
  isSubscription: boolean;
  /** Translation keys of what the product includes. */
  features: readonly string[];
}

const SPANISH_PRODUCTS: readonly ProductDefinition[] = [
  {
    productId: 'alta_autónomo',
    name: 'billing.products.alta_autonomo.name',
    priceCents: 5_900,
    currency: 'EUR',
    vatRate: SPANISH_VAT_RATE,
    isSubscription: false,
    features: [
      'billing.products.alta_autonomo.features.registration',
      'billing.products.alta_autonomo.features.certificateGuide',
      'billing.products.alta_autonomo.features.priority',
      'billing.products.alta_autonomo.features.guarantee',
      'billing.products.alta_autonomo.features.support',
      'billing.products.alta_autonomo.features.bilingual',
    ],
  },
  {
    productId: 'autónomo_pro',
    name: 'billing.products.autonomo_pro.name',
    priceCents: 4_900,
    currency: 'EUR',
    vatRate: SPANISH_VAT_RATE,
    isSubscription: true,
    features: [
      'billing.products.autonomo_pro.features.freeRegistration',
      'billing.products.autonomo_pro.features.quarterlyFilings',
      'billing.products.autonomo_pro.features.annualSummaries',
      'billing.products.autonomo_pro.features.advisor',
      'billing.products.autonomo_pro.features.vault',
      'billing.products.autonomo_pro.features.support',
    ],
  },
];

/**
 * The French formation packages. Their VAT is what the spec calls the
 * deductible VAT: 59.80 € on the 299 € company package, 9.99 € on the 49.95 €
 * micro-entreprise package (spec 01 §9).
 */
const FRENCH_COMPANY: ProductDefinition = {
  productId: 'creation_societe',
  name: 'billing.products.creation_societe.name',
  priceCents: 29_900,
  currency: 'EUR',
  vatRate: FRENCH_VAT_RATE,
  isSubscription: false,
  features: [
    'billing.products.creation_societe.features.articles',
    'billing.products.creation_societe.features.filing',
    'billing.products.creation_societe.features.publication',
    'billing.products.creation_societe.features.capitalDeposit',
    'billing.products.creation_societe.features.support',
  ],
};

const FRENCH_MICRO: ProductDefinition = {
  productId: 'creation_micro',
  name: 'billing.products.creation_micro.name',
  priceCents: 4_995,
  currency: 'EUR',
  vatRate: FRENCH_VAT_RATE,
  isSubscription: false,
  features: [
    'billing.products.creation_micro.features.declaration',
    'billing.products.creation_micro.features.siret',
    'billing.products.creation_micro.features.support',
  ],
};

const UK_COMPANY: ProductDefinition = {
  productId: 'incorporation_ltd',
  name: 'billing.products.incorporation_ltd.name',
  priceCents: 9_900,
  currency: 'GBP',
  vatRate: UK_VAT_RATE,
  isSubscription: false,
  features: [
    'billing.products.incorporation_ltd.features.incorporation',
    'billing.products.incorporation_ltd.features.registers',
    'billing.products.incorporation_ltd.features.support',
  ],
};

/** The products a country and legal form offer; unspecified French forms get the company package. */
export function getProducts(
  country: CountryCode,
  legalForm: LegalForm,
): readonly ProductDefinition[] {
  switch (country) {
    case CountryCode.ES:
      return SPANISH_PRODUCTS;
    case CountryCode.FR:
      return [legalForm === LegalForm.MICROENTERPRISE ? FRENCH_MICRO : FRENCH_COMPANY];
    case CountryCode.UK:
      return [UK_COMPANY];
    default:
      return [];
  }
}

/** A product by id, in a country and legal form; undefined when they do not offer it. */
export function findProduct(country: CountryCode, legalForm: LegalForm, productId: string) {
  return getProducts(country, legalForm).find((product) => product.productId === productId);
}

/** The product an order pays for: its first billing product in Spain, the package elsewhere. */
export function getOrderProduct(
  country: CountryCode,
  legalForm: LegalForm,
  billingProducts: readonly string[],
): ProductDefinition | undefined {
  if (country === CountryCode.ES) return findProduct(country, legalForm, billingProducts[0] ?? '');
  return getProducts(country, legalForm)[0];
}
