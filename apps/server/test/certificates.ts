import forge from 'node-forge';

const DAY_MS = 86_400_000;

/** A founder's certificate as the FNMT issues them: the holder's name and NIF in the subject. */
export const HOLDER = {
  commonName: 'GARCIA LOPEZ LUCIA - 12345678Z',
  givenName: 'LUCIA',
  surname: 'GARCIA LOPEZ',
  serialNumber: 'IDCES-12345678Z',
  issuer: 'AC FNMT Usuarios',
} as const;

export interface CertificateOptions {
  password: string;
  /** When the certificate starts being valid; a day before `now` by default. */
  notBefore?: Date;
  /** When it expires; a year after `now` by default. */
  notAfter?: Date;
  now?: Date;
  subject?: forge.pki.CertificateField[];
  /** Leave the private key out of the file. */
  withoutKey?: boolean;
}

let keys: forge.pki.rsa.KeyPair | undefined;

/** One RSA key pair for every test certificate: 1024 bits, for speed only. */
function getKeys(): forge.pki.rsa.KeyPair {
  keys ??= forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  return keys;
}

/**
 * A .p12 file holding a personal certificate and its private key, encrypted
 * with `password` (3DES, as the FNMT's exports), issued by a self-signed
 * 'AC FNMT Usuarios'.
 */
export function createPkcs12(options: CertificateOptions): Buffer {
  const now = options.now ?? new Date();
  const { privateKey, publicKey } = getKeys();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = publicKey;
  certificate.serialNumber = '01';
  certificate.validity.notBefore = options.notBefore ?? new Date(now.getTime() - DAY_MS);
  certificate.validity.notAfter = options.notAfter ?? new Date(now.getTime() + 365 * DAY_MS);
  certificate.setSubject(
    options.subject ?? [
      { type: '2.5.4.6', value: 'ES' },
      { type: '2.5.4.5', value: HOLDER.serialNumber },
      { type: '2.5.4.42', value: HOLDER.givenName },
      { type: '2.5.4.4', value: HOLDER.surname },
      { type: '2.5.4.3', value: HOLDER.commonName },
    ],
  );
  certificate.setIssuer([
    { type: '2.5.4.6', value: 'ES' },
    { type: '2.5.4.10', value: 'FNMT-RCM' },
    { type: '2.5.4.3', value: HOLDER.issuer },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    options.withoutKey ? null : privateKey,
    [certificate],
    options.password,
    { algorithm: '3des' },
  );
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
