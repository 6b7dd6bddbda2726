import {
  formatMoney,
  type Locale,
  type PriceBreakdown,
  type ProductDefinition,
} from '@foundly/domain';

/**
 * The products' names for what the server writes itself (the checkout line
 * and the receipt e-mail). The web app has its own copies under billing.products.
 */
const PRODUCT_NAMES: Record<string, Record<Locale, string>> = {
  alta_autónomo: {
    'en-gb': 'Self-employed registration (alta de autónomo)',
    'fr-fr': 'Immatriculation d’autónomo (alta de autónomo)',
    'es-es': 'Alta de autónomo',
  },
  autónomo_pro: {
    'en-gb': 'Autónomo Pro',
    'fr-fr': 'Autónomo Pro',
    'es-es': 'Autónomo Pro',
  },
  business_account: {
    'en-gb': 'Business bank account',
    'fr-fr': 'Compte bancaire professionnel',
    'es-es': 'Cuenta bancaria profesional',
  },
  creation_societe: {
    'en-gb': 'Company formation',
    'fr-fr': 'Création de société',
    'es-es': 'Constitución de sociedad',
  },
  creation_micro: {
    'en-gb': 'Micro-entreprise registration',
    'fr-fr': 'Création de micro-entreprise',
    'es-es': 'Alta de microempresa',
  },
  incorporation_ltd: {
    'en-gb': 'Limited company incorporation',
    'fr-fr': 'Immatriculation d’une Ltd',
    'es-es': 'Constitución de una Ltd',
  },
};

const VAT_LABEL: Record<Locale, string> = { 'en-gb': 'VAT', 'fr-fr': 'TVA', 'es-es': 'IVA' };
const PLUS: Record<Locale, string> = { 'en-gb': 'plus', 'fr-fr': 'HT +', 'es-es': '+' };
const PER_MONTH: Record<Locale, string> = {
  'en-gb': 'per month',
  'fr-fr': 'par mois',
  'es-es': 'al mes',
};

export function getProductName(productId: string, locale: Locale): string {
  return PRODUCT_NAMES[productId]?.[locale] ?? productId;
}

/** The price line of a checkout, e.g. "59,00 € + IVA 21 % 12,39 €" or "€49.00 plus VAT (21%) €10.29 per month". */
export function describeCharge(
  product: ProductDefinition,
  breakdown: PriceBreakdown,
  locale: Locale,
): string {
  const money = (cents: number) => formatMoney(cents, product.currency, locale);
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    product.vatRate,
  );
  const line = `${money(breakdown.netCents)} ${PLUS[locale]} ${VAT_LABEL[locale]} ${rate} ${money(breakdown.vatCents)}`;
  return product.isSubscription ? `${line}, ${PER_MONTH[locale]}` : line;
}
