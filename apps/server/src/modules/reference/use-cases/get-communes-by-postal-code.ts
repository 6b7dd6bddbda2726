import {
  assertNoViolations,
  isFrenchPostalCodeFormat,
  normaliseFrenchPostalCode,
} from '@foundly/domain';
import { getCommuneIndex, type Commune } from '../communes.js';

/**
 * The communes a French postal code serves; none for a code that does not
 * exist. The code is read as the questionnaire reads it, spaces ignored.
 */
export function getCommunesByPostalCode(postalCode: string): Commune[] {
  assertNoViolations(
    isFrenchPostalCodeFormat(postalCode)
      ? []
      : [{ field: 'postal_code', message: 'errors.field.postalCode' }],
  );
  return getCommuneIndex().listByPostalCode(normaliseFrenchPostalCode(postalCode));
}
