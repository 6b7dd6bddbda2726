import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
/**
 * GCM ciphertext is as long as its plaintext: the plaintext is padded to a
 * multiple of this, after a 2-byte length, so a stored password does not
 * tell its length.
 */
const PADDING_BLOCK = 64;

function pad(plaintext: string): Buffer {
  const bytes = Buffer.from(plaintext, 'utf8');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(bytes.length);
  const size = Math.ceil((bytes.length + 2) / PADDING_BLOCK) * PADDING_BLOCK;
  return Buffer.concat([length, bytes, Buffer.alloc(size - bytes.length - 2)]);
}

function unpad(padded: Buffer): string {
  return padded.subarray(2, 2 + padded.readUInt16BE(0)).toString('utf8');
}

/** A secret as stored: AES-256-GCM ciphertext, IV and tag in base64, and the key's id. */
export interface SealedSecret {
  ciphertext: string;
  iv: string;
  tag: string;
  keyId: string;
}

interface SecretKey {
  id: string;
  key: Buffer;
}

/**
 * The keys secrets are sealed with: the first seals, every one opens what it
 * sealed. Each is derived from a server secret, so no key is stored; its id
 * is a fingerprint of the key, so a sealed secret names its key without
 * revealing it, and rotating the server secret (keeping the old one in the
 * list until every secret is sealed again) needs no other setting.
 */
export class SecretBox {
  private readonly keys: SecretKey[];

  constructor(serverSecrets: readonly string[]) {
    if (serverSecrets.length === 0) throw new Error('A secret box needs at least one key');
    this.keys = serverSecrets.map((secret) => {
      const key = Buffer.from(hkdfSync('sha256', secret, 'foundly-order-secrets', 'aes-key', 32));
      const id = createHmac('sha256', key).update('key-id').digest('hex').slice(0, 16);
      return { id, key };
    });
  }

  /**
   * Encrypts `plaintext`, padded, under the current key with a fresh IV. `context`
   * (e.g. the order and the kind of secret) is authenticated with it, so a
   * ciphertext copied onto another order does not open.
   */
  seal(plaintext: string, context: string): SealedSecret {
    const { id, key } = this.keys[0]!;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(pad(plaintext)), cipher.final()]);
    return {
      ciphertext: ciphertext.toString('base64'),
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      keyId: id,
    };
  }

  /** Decrypts a sealed secret; throws for an unknown key, another context or altered bytes. */
  open(sealed: SealedSecret, context: string): string {
    const key = this.keys.find((candidate) => candidate.id === sealed.keyId)?.key;
    if (!key) throw new Error(`Unknown secret key ${sealed.keyId}`);
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return unpad(
      Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]),
    );
  }
}

/** The box of the server's own secret. */
export function createSecretBox(config: Pick<Config, 'authSecret'>): SecretBox {
  return new SecretBox([config.authSecret]);
}

/** What a secret is bound to: its order and kind. */
export function getSecretContext(orderId: string, kind: string): string {
  return `order:${orderId}:${kind}`;
}
