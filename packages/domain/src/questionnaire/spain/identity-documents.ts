import { SpanishIdentityDocumentType } from '@foundly/proto';
import type { DocumentType } from '../../documents/index.js';
import { SPANISH_DOCUMENT_REFS as REFS } from './answers.js';

/** One file an identity document type needs: its document type and reference field. */
export interface RequiredIdentityFile {
  documentType: DocumentType;
  referenceField: string;
}

/**
 * The files each identity document type needs (spec 02 §2 id): a DNI or a TIE
 * front and back; an EU citizen the NIE certificate and an ID card or
 * passport.
 */
export function getIdentityFiles(
  type: SpanishIdentityDocumentType | undefined,
): RequiredIdentityFile[] {
  switch (type) {
    case SpanishIdentityDocumentType.SPANISH:
    case SpanishIdentityDocumentType.NON_EU:
      return [
        { documentType: 'identity_front', referenceField: REFS.identityFront },
        { documentType: 'identity_back', referenceField: REFS.identityBack },
      ];
    case SpanishIdentityDocumentType.EU:
      return [
        { documentType: 'identity_nie', referenceField: REFS.identityNie },
        { documentType: 'identity_id_or_passport', referenceField: REFS.identityIdOrPassport },
      ];
    default:
      return [];
  }
}
