/**
 * Length limits of the questionnaires' free texts, counted on the trimmed
 * value. The French ones follow what the registry's forms (guichet unique,
 * INPI) accept: a person's names are cut at 100 characters, an address line
 * at 200. The Spanish ones are generous bounds against pasted mistakes, not
 * legal limits.
 */
export const TEXT_LIMITS = {
  /** A first, middle, last or birth name, the founder's or a parent's. */
  name: 100,
  /** A full name in one field, as a Spanish identity document prints it. */
  fullName: 150,
  street: 200,
  streetNumber: 20,
  /** Floor, door, block of a Spanish address. */
  buildingNumber: 100,
  /** A city, or a Spanish province. */
  city: 100,
  /** A Spanish postal code as typed. */
  postalCode: 10,
  placeOfBirth: 100,
  /** A Spanish DNI or NIE as typed. */
  idNumber: 20,
  cadastralReference: 50,
  companyName: 120,
  currentActivity: 200,
  healthInsuranceProvider: 100,
  socialObject: 2000,
  /** A Spanish activity, the one to start or the one before unemployment. */
  activityDescription: 1000,
} as const;
