import { DomainError, ErrorCode } from '@foundly/domain';
import forge from 'node-forge';

/** What a digital certificate says about its holder, read once opened with its password. */
export interface CertificateDetails {
  holderName: string;
  /** NIF or NIE of the holder; empty when the certificate names neither. */
  taxId: string;
  notBefore: Date;
  notAfter: Date;
  issuer: string;
}

/** Attribute types of an X.509 name (RFC 5280 and X.520) the summary reads. */
const OID = {
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  serialNumber: '2.5.4.5',
  organization: '2.5.4.10',
  givenName: '2.5.4.42',
} as const;

const BAG = {
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
} as const;

/**
 * The MAC key of a PKCS#12 file is derived with as many iterations as the
 * file asks for, in JavaScript (about 10 µs each): OpenSSL and the FNMT's
 * exports use 2,048, so a file asking for more than this is refused rather
 * than allowed to hold the server for seconds.
 */
export const MAX_MAC_ITERATIONS = 100_000;

/** DNI (8 digits), NIE (X, Y or Z and 7 digits) or a K/L/M NIF, then the control letter. */
const SPANISH_TAX_ID = /^(?:\d{8}|[XYZKLM]\d{7})[A-Z]$/;

/**
 * ETSI EN 319 412-1 §5.1.3 semantics identifiers: the type of identifier,
 * the country, a hyphen (IDCES-12345678Z is a Spanish national identity
 * number).
 */
const SEMANTICS_PREFIX = /^(?:IDC|PAS|TIN|PNO)[A-Z]{2}-/;

/** The tax id the FNMT used to write into the common name: 'NOMBRE … - NIF 12345678Z'. */
const TAX_ID_IN_NAME = /\s+-\s+(?:NIF:?\s*)?([0-9XYZKLM]\d{7}[A-Z])\s*$/i;

type Asn1 = forge.asn1.Asn1;

interface NameAttribute {
  type: string;
  value: string;
}

function invalidFile(message: string): DomainError {
  return new DomainError(ErrorCode.InvalidFile, message);
}

function children(node: Asn1 | undefined): Asn1[] {
  if (!node || !Array.isArray(node.value)) throw invalidFile('Malformed certificate');
  return node.value;
}

function bytesOf(node: Asn1 | undefined): string {
  if (!node || typeof node.value !== 'string') throw invalidFile('Malformed certificate');
  return node.value;
}

/** A directory string as text: UTF-8, BMP (UTF-16 big-endian) or one of the 8-bit types. */
function decodeString(node: Asn1): string {
  const raw = Buffer.from(bytesOf(node), 'binary');
  switch (node.type) {
    case forge.asn1.Type.UTF8:
      return raw.toString('utf8');
    case forge.asn1.Type.BMPSTRING:
      return Buffer.from(raw).swap16().toString('utf16le');
    default:
      return raw.toString('latin1');
  }
}

/** The attributes of an X.509 Name (a SEQUENCE of SETs of type-value pairs). */
function readName(name: Asn1 | undefined): NameAttribute[] {
  return children(name).flatMap((set) =>
    children(set).map((pair) => {
      const [type, value] = children(pair);
      return { type: forge.asn1.derToOid(bytesOf(type)), value: decodeString(value!) };
    }),
  );
}

function findAttribute(name: NameAttribute[], type: string): string {
  return name.find((attribute) => attribute.type === type)?.value.trim() ?? '';
}

function readTime(node: Asn1 | undefined): Date {
  const date =
    node?.type === forge.asn1.Type.UTCTIME
      ? forge.asn1.utcTimeToDate(bytesOf(node))
      : forge.asn1.generalizedTimeToDate(bytesOf(node));
  if (Number.isNaN(date.getTime())) throw invalidFile('Malformed certificate validity');
  return date;
}

/**
 * The fields of a certificate read from its ASN.1 (RFC 5280 §4.1), which
 * works whatever its key type: node-forge only builds RSA certificates.
 */
function readCertificateFields(certificate: Asn1) {
  const fields = children(children(certificate)[0]);
  const offset = fields[0]?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  const [notBefore, notAfter] = children(fields[offset + 3]);
  return {
    issuer: readName(fields[offset + 2]),
    subject: readName(fields[offset + 4]),
    notBefore: readTime(notBefore),
    notAfter: readTime(notAfter),
  };
}

/**
 * The NIF or NIE of a certificate's holder: the subject's serial number
 * without its semantics prefix ('IDCES-12345678Z'), else the one the common
 * name carries ('… - NIF 12345678Z').
 */
export function extractTaxId(subject: NameAttribute[]): string {
  const serial = findAttribute(subject, OID.serialNumber)
    .toUpperCase()
    .replace(SEMANTICS_PREFIX, '');
  if (SPANISH_TAX_ID.test(serial)) return serial;
  const inName = TAX_ID_IN_NAME.exec(findAttribute(subject, OID.commonName))?.[1]?.toUpperCase();
  return inName ?? serial;
}

/**
 * The holder's name: the common name without the FNMT's 'NOMBRE' prefix and
 * tax id suffix, else the given name and surname.
 */
export function extractHolderName(subject: NameAttribute[]): string {
  const commonName = findAttribute(subject, OID.commonName)
    .replace(/^NOMBRE\s+/i, '')
    .replace(TAX_ID_IN_NAME, '')
    .trim();
  if (commonName) return commonName;
  return [findAttribute(subject, OID.givenName), findAttribute(subject, OID.surname)]
    .filter(Boolean)
    .join(' ');
}

function getBags(pfx: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return pfx.getBags({ bagType })[bagType] ?? [];
}

function localKeyIds(bag: forge.pkcs12.Bag): string[] {
  const ids: unknown = (bag.attributes as Record<string, unknown>).localKeyId;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

function toAsn1(bag: forge.pkcs12.Bag): Asn1 {
  return bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1;
}

function toDerBytes(node: Asn1 | undefined): string {
  return node ? forge.asn1.toDer(node).getBytes() : '';
}

/**
 * The holder's own certificate among those of the file: the one that shares
 * its localKeyId with the private key, else the one whose RSA modulus is the
 * key's, else the end of the chain (the one that issued none of the others).
 */
function findLeafCertificate(
  keys: forge.pkcs12.Bag[],
  certificates: forge.pkcs12.Bag[],
): forge.pkcs12.Bag | undefined {
  const keyIds = new Set(keys.flatMap(localKeyIds));
  const byKeyId = certificates.find((bag) => localKeyIds(bag).some((id) => keyIds.has(id)));
  if (byKeyId) return byKeyId;
  const byModulus = certificates.find((bag) =>
    keys.some((key) => {
      const publicKey = bag.cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return key.key && publicKey?.n && publicKey.n.equals(key.key.n);
    }),
  );
  if (byModulus) return byModulus;
  const names = certificates.map((bag) => {
    const fields = children(children(toAsn1(bag))[0]);
    const offset = fields[0]?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
    return { bag, issuer: toDerBytes(fields[offset + 2]), subject: toDerBytes(fields[offset + 4]) };
  });
  return names.find(
    (candidate) =>
      !names.some((other) => other !== candidate && other.issuer === candidate.subject),
  )?.bag;
}

function parsePfx(bytes: Buffer): Asn1 {
  try {
    return forge.asn1.fromDer(bytes.toString('binary'), false);
  } catch {
    throw invalidFile('Not a PKCS#12 file');
  }
}

function assertReasonableMac(pfx: Asn1) {
  const macData = Array.isArray(pfx.value) ? pfx.value[2] : undefined;
  const iterations = macData && Array.isArray(macData.value) ? macData.value[2] : undefined;
  if (!iterations || typeof iterations.value !== 'string') return;
  const count = Number.parseInt(forge.util.bytesToHex(iterations.value) || '0', 16);
  if (!(count <= MAX_MAC_ITERATIONS)) throw invalidFile('Too many MAC iterations');
}

function openPfx(pfx: Asn1, password: string): forge.pkcs12.Pkcs12Pfx {
  try {
    return forge.pkcs12.pkcs12FromAsn1(pfx, false, password);
  } catch (error) {
    // node-forge says 'Invalid password?' when the MAC does not verify, and 'wrong password?'
    // or 'Failed to decrypt' when a bag does not decrypt; anything else is a malformed file.
    const message = error instanceof Error ? error.message : '';
    if (/password|decrypt/i.test(message)) {
      throw new DomainError(ErrorCode.CertificatePasswordWrong, 'Wrong certificate password', [
        { field: 'password', message: 'errors.CERTIFICATE_PASSWORD_WRONG' },
      ]);
    }
    throw invalidFile('Not a readable PKCS#12 file');
  }
}

/**
 * Opens a PKCS#12 file (.pfx/.p12) with its password and reads what the
 * founder's certificate says, checking it is valid at `now`. Refusals are
 * domain errors: INVALID_FILE for anything that is not a certificate with its
 * private key, CERTIFICATE_PASSWORD_WRONG (on `password`),
 * CERTIFICATE_EXPIRED and CERTIFICATE_NOT_YET_VALID. The password is never
 * part of an error.
 */
export function readCertificate(bytes: Buffer, password: string, now: Date): CertificateDetails {
  const asn1 = parsePfx(bytes);
  assertReasonableMac(asn1);
  const pfx = openPfx(asn1, password);
  try {
    const keys = [...getBags(pfx, BAG.shroudedKeyBag), ...getBags(pfx, BAG.keyBag)];
    const certificates = getBags(pfx, BAG.certBag);
    if (keys.length === 0) throw invalidFile('The file holds no private key');
    const leaf = findLeafCertificate(keys, certificates);
    if (!leaf) throw invalidFile('The file holds no certificate');
    const fields = readCertificateFields(toAsn1(leaf));
    if (now.getTime() < fields.notBefore.getTime()) {
      throw new DomainError(ErrorCode.CertificateNotYetValid, 'The certificate is not valid yet');
    }
    if (now.getTime() > fields.notAfter.getTime()) {
      throw new DomainError(ErrorCode.CertificateExpired, 'The certificate has expired');
    }
    return {
      holderName: extractHolderName(fields.subject),
      taxId: extractTaxId(fields.subject),
      notBefore: fields.notBefore,
      notAfter: fields.notAfter,
      issuer:
        findAttribute(fields.issuer, OID.commonName) ||
        findAttribute(fields.issuer, OID.organization),
    };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalidFile('Malformed certificate');
  }
}
