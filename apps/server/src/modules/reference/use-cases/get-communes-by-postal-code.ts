import { assertNoViolations, isFrenchPostalCodeFormat } from '@foundly/domain';
import { getCommuneIndex, type Commune } from '../communes.js';

/** The communes a French postal code serves; none for a code that does not exist. */
export function getCommunesByPostalCode(postalCode: string): Commune[] {
  const code = postalCode.trim();
  assertNoViolations(
    isFrenchPostalCodeFormat(code)
      ? []
      : [{ field: 'postal_code', message: 'errors.field.postalCode' }],
  );
  return getCommuneIndex().listByPostalCode(code);
}
