import { CountryCode, LegalForm } from '@foundly/proto';
import {
  getCountryOfLegalForm,
  isLegalFormOf,
  parseCountryCode,
  parseLegalForm,
} from './legal-form.js';
import { DEFAULT_SPANISH_PRODUCT, parseSpanishProduct } from './products.js';

export interface CreateCustomerParams {
  country?: string | undefined;
  legal_form?: string | undefined;
  company_name?: string | undefined;
  recommended_activity?: string | undefined;
  product?: string | undefined;
}

export type OrderToCreate =
  | {
      country: CountryCode.FR | CountryCode.UK;
      legalForm: LegalForm;
      companyName: string;
      metadata: Record<string, string>;
    }
  | {
      country: CountryCode.ES;
      legalForm: LegalForm;
      companyName: string;
      billingProducts: string[];
    };

/**
 * What /create-customer should create from its query parameters (spec 01 §2):
 * nothing when legal_form is missing or names no form of the country, a French
 * (or UK) order with the recommended activity, or a Spanish order with its
 * product (autónomo_pro by default).
 */
export function getOrderToCreate(params: CreateCustomerParams): OrderToCreate | undefined {
  const legalForm = parseLegalForm(params.legal_form);
  if (legalForm === undefined) return undefined;
  const country = parseCountryCode(params.country) ?? getCountryOfLegalForm(legalForm);
  if (!isLegalFormOf(country, legalForm)) return undefined;
  const companyName = params.company_name?.trim() ?? '';
  if (country === CountryCode.ES) {
    const product = parseSpanishProduct(params.product) ?? DEFAULT_SPANISH_PRODUCT;
    return { country, legalForm, companyName, billingProducts: [product] };
  }
  const activity = params.recommended_activity?.trim();
  return {
    country: country === CountryCode.UK ? CountryCode.UK : CountryCode.FR,
    legalForm,
    companyName,
    metadata: activity ? { recommended_activity: activity.slice(0, 500) } : {},
  };
}
