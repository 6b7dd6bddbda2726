/**
 * The translation keys of the French questionnaire's field messages, under
 * `errors.field` in each client's messages.
 */
export const FIELD_MESSAGES = {
  required: 'errors.field.required',
  invalid: 'errors.field.invalid',
  tooLong: 'errors.field.tooLong',
  tooShort: 'errors.field.tooShort',
  name: 'errors.field.name',
  postalCode: 'errors.field.postalCode',
  companyInFrance: 'errors.field.companyInFrance',
  phone: 'errors.field.phone',
  phoneKind: 'errors.field.phoneKind',
  email: 'errors.field.email',
  date: 'errors.field.date',
  adult: 'errors.field.adult',
  futureDate: 'errors.field.futureDate',
  nir: 'errors.field.nir',
  nafCode: 'errors.field.nafCode',
  tooManyActivities: 'errors.field.tooManyActivities',
  duplicateActivity: 'errors.field.duplicateActivity',
  commune: 'errors.field.commune',
  capitalAmount: 'errors.field.capitalAmount',
  shareCount: 'errors.field.shareCount',
  capitalShares: 'errors.field.capitalShares',
  notForLegalForm: 'errors.field.notForLegalForm',
  companyDuration: 'errors.field.companyDuration',
  fiscalYearEnd: 'errors.field.fiscalYearEnd',
  vatFrequency: 'errors.field.vatFrequency',
} as const;

export type FieldMessage = (typeof FIELD_MESSAGES)[keyof typeof FIELD_MESSAGES];
