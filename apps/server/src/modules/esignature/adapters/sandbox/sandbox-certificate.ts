import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

let certificate: Buffer | undefined;

/**
 * The sandbox's signing certificate as a PKCS#12 (no passphrase): self-signed,
 * CN "Foundly Sandbox Signing", RSA 2048. Made once per process and never
 * stored, since no signature made with it binds anyone. The key pair comes
 * from node:crypto, much faster than node-forge's pure-JS generation.
 */
export function getSandboxCertificate(): Buffer {
  certificate ??= createSandboxCertificate();
  return certificate;
}

function createSandboxCertificate(): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // A positive serial: the first byte's high bit cleared.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 24 * 3600_000);
  cert.validity.notAfter = new Date(now + 5 * 365 * 24 * 3600_000);
  const name = [
    { name: 'commonName', value: 'Foundly Sandbox Signing' },
    { name: 'organizationName', value: 'Foundly (sandbox)' },
    { name: 'countryName', value: 'FR' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], '', { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
