import type {
  CommercialDocumentKind,
  CommercialDocumentStatus,
  CountryCode,
  LegalForm,
  OrderStatus,
} from '@foundly/proto';

// Enumerations are stored by the proto enums' names, which the rows are typed as:
// `OrderStatus[row.status]` is the enum value.

/** An order's status as stored: the enum's name without prefix (e.g. DRAFT). */
export type OrderStatusName = keyof typeof OrderStatus;
/** A country as stored (FR, ES, UK). */
export type CountryCodeName = keyof typeof CountryCode;
/** A legal form as stored (e.g. SASU). */
export type LegalFormName = keyof typeof LegalForm;
/** A commercial document's kind as stored (QUOTE, INVOICE, CREDIT_NOTE). */
export type CommercialDocumentKindName = keyof typeof CommercialDocumentKind;
/** A commercial document's status as stored (DRAFT, ISSUED). */
export type CommercialDocumentStatusName = keyof typeof CommercialDocumentStatus;
