import { DomainError } from '@foundly/domain';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { createPkcs12 } from '../../../test/certificates.js';
import {
  extractHolderName,
  extractTaxId,
  MAX_MAC_ITERATIONS,
  readCertificate,
} from './read-certificate.js';

const DAY_MS = 86_400_000;
const PASSWORD = 'Clave-2026';
const NOW = new Date('2026-06-15T10:00:00Z');

const attribute = (type: string, value: string) => ({ type, value });
const CN = (value: string) => attribute('2.5.4.3', value);
const SERIAL = (value: string) => attribute('2.5.4.5', value);

/** What readCertificate throws, as a DomainError. */
function refusal(read: () => unknown): DomainError {
  try {
    read();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('extractTaxId', () => {
  it.each([
    [
      'IDCES-12345678Z in the serial number gives the DNI',
      [SERIAL('IDCES-12345678Z')],
      '12345678Z',
    ],
    [
      'IDCES-X1234567L in the serial number gives the NIE',
      [SERIAL('IDCES-X1234567L')],
      'X1234567L',
    ],
    [
      'a bare serial number (older FNMT certificates) is the NIF',
      [SERIAL('12345678Z')],
      '12345678Z',
    ],
    [
      "'- NIF 12345678Z' at the end of the common name, without a serial number",
      [CN('NOMBRE GARCIA LOPEZ LUCIA - NIF 12345678Z')],
      '12345678Z',
    ],
    [
      "'- 12345678Z' at the end of the common name",
      [CN('GARCIA LOPEZ LUCIA - 12345678Z')],
      '12345678Z',
    ],
    [
      'a passport number keeps its value without the PAS prefix',
      [SERIAL('PASES-AAA123456')],
      'AAA123456',
    ],
    ['no serial number and no tax id in the name gives nothing', [CN('LUCIA GARCIA')], ''],
  ])('%s', (_title, subject, taxId) => {
    expect(extractTaxId(subject)).toBe(taxId);
  });
});

describe('extractHolderName', () => {
  it.each([
    [
      'the common name without its tax id',
      [CN('GARCIA LOPEZ LUCIA - 12345678Z')],
      'GARCIA LOPEZ LUCIA',
    ],
    [
      "the common name without 'NOMBRE' and '- NIF …'",
      [CN('NOMBRE GARCIA LOPEZ LUCIA - NIF 12345678Z')],
      'GARCIA LOPEZ LUCIA',
    ],
    [
      'the given name and surname without a common name',
      [attribute('2.5.4.42', 'LUCIA'), attribute('2.5.4.4', 'GARCIA LOPEZ')],
      'LUCIA GARCIA LOPEZ',
    ],
  ])('%s', (_title, subject, name) => {
    expect(extractHolderName(subject)).toBe(name);
  });
});

describe('readCertificate', () => {
  it('reads the holder, tax id, validity and issuer of an FNMT-style certificate', () => {
    const bytes = createPkcs12({ password: PASSWORD, now: NOW });
    expect(readCertificate(bytes, PASSWORD, NOW)).toEqual({
      holderName: 'GARCIA LOPEZ LUCIA',
      taxId: '12345678Z',
      notBefore: new Date(NOW.getTime() - DAY_MS),
      notAfter: new Date(NOW.getTime() + 365 * DAY_MS),
      issuer: 'AC FNMT Usuarios',
    });
  });

  it('reads names written in UTF-8 with their accents', () => {
    const bytes = createPkcs12({
      password: PASSWORD,
      now: NOW,
      subject: [
        { type: '2.5.4.5', value: 'IDCES-X1234567L' },
        {
          type: '2.5.4.3',
          value: 'MUÑOZ PEÑA JOSÉ - X1234567L',
          // node-forge reads the universal type (UTF8String) here; its typings say a tag class.
          valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class,
        },
      ],
    });
    expect(readCertificate(bytes, PASSWORD, NOW)).toMatchObject({
      holderName: 'MUÑOZ PEÑA JOSÉ',
      taxId: 'X1234567L',
    });
  });

  it('a wrong password is CERTIFICATE_PASSWORD_WRONG on the password field, without the password', () => {
    const bytes = createPkcs12({ password: PASSWORD, now: NOW });
    const error = refusal(() => readCertificate(bytes, 'Clave-2025', NOW));
    expect(error).toMatchObject({
      code: 'CERTIFICATE_PASSWORD_WRONG',
      violations: [{ field: 'password', message: 'errors.CERTIFICATE_PASSWORD_WRONG' }],
    });
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('Clave-2025');
  });

  it.each([
    ['a second after it expired', 365 * DAY_MS + 1000, 'CERTIFICATE_EXPIRED'],
    ['a second before it starts', -DAY_MS - 1000, 'CERTIFICATE_NOT_YET_VALID'],
  ])('a certificate read %s is refused', (_title, offset, code) => {
    const bytes = createPkcs12({ password: PASSWORD, now: NOW });
    const at = new Date(NOW.getTime() + offset);
    expect(refusal(() => readCertificate(bytes, PASSWORD, at)).code).toBe(code);
  });

  it('the last second of validity is accepted', () => {
    const bytes = createPkcs12({ password: PASSWORD, now: NOW });
    const lastSecond = new Date(NOW.getTime() + 365 * DAY_MS);
    expect(readCertificate(bytes, PASSWORD, lastSecond).taxId).toBe('12345678Z');
  });

  it('a file without a private key is INVALID_FILE', () => {
    const bytes = createPkcs12({ password: PASSWORD, now: NOW, withoutKey: true });
    expect(refusal(() => readCertificate(bytes, PASSWORD, NOW)).code).toBe('INVALID_FILE');
  });

  it('bytes that are not ASN.1 are INVALID_FILE', () => {
    expect(
      refusal(() => readCertificate(Buffer.from('not a certificate'), PASSWORD, NOW)).code,
    ).toBe('INVALID_FILE');
  });

  it(`a file asking for more than ${MAX_MAC_ITERATIONS} MAC iterations is INVALID_FILE, before any is run`, () => {
    const pfx = forge.asn1.fromDer(
      createPkcs12({ password: PASSWORD, now: NOW }).toString('binary'),
    );
    const macData = (pfx.value as forge.asn1.Asn1[])[2]!;
    (macData.value as forge.asn1.Asn1[])[2] = forge.asn1.create(
      forge.asn1.Class.UNIVERSAL,
      forge.asn1.Type.INTEGER,
      false,
      forge.asn1.integerToDer(MAX_MAC_ITERATIONS + 1).getBytes(),
    );
    const bytes = Buffer.from(forge.asn1.toDer(pfx).getBytes(), 'binary');
    const started = Date.now();
    expect(refusal(() => readCertificate(bytes, PASSWORD, NOW)).code).toBe('INVALID_FILE');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
