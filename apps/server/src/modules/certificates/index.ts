export { CERTIFICATE_FLAGS, hasServerOnlyMetadata } from './certificate-flags.js';
export { getCurrentCertificate, toCertificateSummaryMessage } from './certificate-mapper.js';
export {
  discardUnusedCertificates,
  removeCertificateFiles,
} from './use-cases/discard-unused-certificates.js';
export { forgetStaleCertificate } from './use-cases/forget-stale-certificate.js';
export { updateCertificatePassword } from './use-cases/update-certificate-password.js';
