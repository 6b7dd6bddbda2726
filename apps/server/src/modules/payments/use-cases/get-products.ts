import {
  assertNoViolations,
  getProducts as getProductCatalogue,
  isLegalFormOf,
  type FieldViolation,
} from '@foundly/domain';
import { CountryCode, LegalForm } from '@foundly/proto';

/** The products a country and legal form offer; the legal form may be left unspecified. */
export function getProducts(country: CountryCode, legalForm: LegalForm) {
  const violations: FieldViolation[] = [];
  if (country === CountryCode.UNSPECIFIED) {
    violations.push({ field: 'country', message: 'errors.field.required' });
  } else if (legalForm !== LegalForm.UNSPECIFIED && !isLegalFormOf(country, legalForm)) {
    violations.push({ field: 'legal_form', message: 'errors.field.legalFormNotOffered' });
  }
  assertNoViolations(violations);
  return getProductCatalogue(country, legalForm);
}
