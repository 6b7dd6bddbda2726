import { SPANISH_DOCUMENT_REFS } from '@foundly/domain';

/**
 * The three addresses of a Spanish founder (spec 02 §3): home, and the fiscal
 * and notification addresses when they differ from it. Each has its proof,
 * the field the proof's type is saved in, and the flag set once the founder
 * has checked what OCR read.
 */
export const ADDRESS_KINDS = {
  home: {
    addressField: 'address',
    typeField: 'proofAddressDocumentType',
    documentType: 'proof_of_address',
    referenceField: SPANISH_DOCUMENT_REFS.proofOfAddress,
    reviewFlag: 'userReviewedPoaExtractedFields',
  },
  fiscal: {
    addressField: 'fiscalAddress',
    typeField: 'proofAddressFiscalDocumentType',
    documentType: 'proof_of_fiscal_address',
    referenceField: SPANISH_DOCUMENT_REFS.proofOfFiscalAddress,
    reviewFlag: 'userReviewedPoaFiscalExtractedFields',
  },
  notification: {
    addressField: 'notificationAddress',
    typeField: 'proofAddressNotificationDocumentType',
    documentType: 'proof_of_notification_address',
    referenceField: SPANISH_DOCUMENT_REFS.proofOfNotificationAddress,
    reviewFlag: 'userReviewedPoaNotificationExtractedFields',
  },
} as const;

export type AddressKind = keyof typeof ADDRESS_KINDS;
export type AddressField = (typeof ADDRESS_KINDS)[AddressKind]['addressField'];
export type ProofTypeField = (typeof ADDRESS_KINDS)[AddressKind]['typeField'];
