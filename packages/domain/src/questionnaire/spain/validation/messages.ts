/**
 * The translation keys of the Spanish questionnaire's field messages, under
 * `errors.field` in each client's messages. `required`, `invalid`, `tooLong`,
 * `name`, `date`, `adult`, `futureDate` and `postalCode` are shared with the
 * French questionnaire; the others carry the wording of spec 02 §5.
 */
export const SPANISH_FIELD_MESSAGES = {
  required: 'errors.field.required',
  invalid: 'errors.field.invalid',
  tooLong: 'errors.field.tooLong',
  name: 'errors.field.name',
  date: 'errors.field.date',
  adult: 'errors.field.adult',
  futureDate: 'errors.field.futureDate',
  postalCode: 'errors.field.postalCode',
  documentType: 'errors.field.documentType',
  housingPercentage: 'errors.field.housingPercentage',
  nafLength: 'errors.field.nafLength',
  nafControl: 'errors.field.nafControl',
  activityTooShort: 'errors.field.activityTooShort',
  negativeAmount: 'errors.field.negativeAmount',
  startDateTooEarly: 'errors.field.startDateTooEarly',
  iban: 'errors.field.iban',
  checkboxRequired: 'errors.field.checkboxRequired',
  dni: 'errors.field.dni',
  nie: 'errors.field.nie',
  idNumber: 'errors.field.idNumber',
  idExpired: 'errors.field.idExpired',
  passwordRequired: 'errors.field.passwordRequired',
  passwordTooLong: 'errors.field.passwordTooLong',
} as const;

export type SpanishFieldMessage =
  (typeof SPANISH_FIELD_MESSAGES)[keyof typeof SPANISH_FIELD_MESSAGES];
