import { SpanishIdentityDocumentType } from '@foundly/proto';
import type { MessageKey } from '../../../app/i18n/index.js';

/**
 * The name of one file of an identity document type: the sides of a DNI or a
 * TIE, the NIE certificate and the ID card or passport of an EU citizen.
 */
export function identityFileLabelKey(
  type: SpanishIdentityDocumentType,
  documentType: string,
): MessageKey {
  const tie = type === SpanishIdentityDocumentType.NON_EU;
  switch (documentType) {
    case 'identity_front':
      return tie ? 'spanishPersonal.id.files.tieFront' : 'spanishPersonal.id.files.dniFront';
    case 'identity_back':
      return tie ? 'spanishPersonal.id.files.tieBack' : 'spanishPersonal.id.files.dniBack';
    case 'identity_nie':
      return 'spanishPersonal.id.files.nie';
    default:
      return 'spanishPersonal.id.files.idOrPassport';
  }
}
