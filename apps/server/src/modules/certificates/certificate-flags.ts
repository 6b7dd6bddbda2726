import { SPANISH_DOCUMENT_REFS } from '@foundly/domain';

/** The questionnaire field that points at the founder's certificate file (.pfx/.p12). */
export const PERSONAL_CERTIFICATE_REF = SPANISH_DOCUMENT_REFS.personalCertificate;

/** The document type of a certificate file. */
export const PERSONAL_CERTIFICATE_TYPE = 'personal_certificate';

/**
 * The metadata flags that say the certificate opened with its password (spec
 * 02 §4). Only the server sets them, once it has opened the file: a client
 * sending them is refused.
 */
export const CERTIFICATE_FLAGS = [
  'userProvidedPersonalCertificate',
  'userProvidedPersonalCertificatePassword',
] as const;

/** The kind of the order secret that holds the certificate's password. */
export const CERTIFICATE_PASSWORD_SECRET = 'certificate_password';

/** Whether client metadata names a flag only the server may set. */
export function hasServerOnlyMetadata(metadata: Record<string, string>): boolean {
  return CERTIFICATE_FLAGS.some((flag) => flag in metadata);
}
