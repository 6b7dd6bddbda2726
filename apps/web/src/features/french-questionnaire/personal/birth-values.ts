import type { BirthDetails } from '@foundly/domain';

/** Where someone was born, as the form holds it. */
export interface BirthValues {
  dateOfBirth: string;
  birthCountry: string;
  /** Born in France: the INSEE code of the commune chosen in the search. */
  birthPlace: string;
  birthCity: string;
  birthPostalCode: string;
}

export const FRANCE = 'FR';

/** Saved birth details as form values. */
export function toBirthValues(saved: BirthDetails | undefined): BirthValues {
  return {
    dateOfBirth: saved?.dateOfBirth ?? '',
    birthCountry: saved?.birthCountry ?? '',
    birthPlace: saved?.birthPlace ?? '',
    birthCity: saved?.birthCity ?? '',
    birthPostalCode: saved?.birthPostalCode ?? '',
  };
}

/**
 * The birth details as sent: a French birth is a commune (INSEE code, name
 * and postal code); a birth abroad is a city name alone, so the commune
 * code and postal code are cleared.
 */
export function toBirthUpdate(values: BirthValues): BirthDetails {
  const inFrance = values.birthCountry === FRANCE;
  return {
    dateOfBirth: values.dateOfBirth,
    birthCountry: values.birthCountry,
    birthPlace: inFrance ? values.birthPlace : '',
    birthCity: values.birthCity,
    birthPostalCode: inFrance ? values.birthPostalCode : '',
  };
}
