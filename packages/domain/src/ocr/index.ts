export { computeMrzCheckDigit, findMrz, type MrzData } from './mrz.js';
export { findSpanishIdNumber } from './spanish-id-number.js';
export { choosePrintedName, isPrintedFormOfMrzName } from './printed-name.js';
export {
  extractIdentityFields,
  getNationalityOfMrzCode,
  type IdentityFields,
} from './identity-fields.js';
export { getProvinceOfPostalCode, SPANISH_PROVINCES } from './spanish-provinces.js';
export { extractAddressFields, type AddressFields } from './address-fields.js';
export { findSpanishIban } from './iban.js';
export { composeTd1Mrz, composeTd3Mrz, type MrzSample } from './compose-mrz.js';
export { extractTicketFields, type TicketFields } from './ticket-fields.js';
