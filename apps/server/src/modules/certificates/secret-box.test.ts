import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

const SERVER_SECRET = 'a-server-secret-of-at-least-32-characters';
const CONTEXT = 'order:5d0f0e4c-2b7a-4a57-9d3e-1f0c2b7a4a57:certificate_password';

describe('SecretBox', () => {
  it('opens what it sealed, in the same context', () => {
    const box = new SecretBox([SERVER_SECRET]);
    expect(box.open(box.seal('Clave-2026 ñ', CONTEXT), CONTEXT)).toBe('Clave-2026 ñ');
  });

  it('seals the same password differently each time (a fresh IV)', () => {
    const box = new SecretBox([SERVER_SECRET]);
    const first = box.seal('Clave-2026', CONTEXT);
    const second = box.seal('Clave-2026', CONTEXT);
    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    expect(first.keyId).toBe(second.keyId);
  });

  it('a password of 1 and of 34 characters give ciphertexts of the same length', () => {
    const box = new SecretBox([SERVER_SECRET]);
    expect(box.seal('a', CONTEXT).ciphertext.length).toBe(
      box.seal('a'.repeat(34), CONTEXT).ciphertext.length,
    );
  });

  it('refuses another context, an altered ciphertext and an unknown key', () => {
    const box = new SecretBox([SERVER_SECRET]);
    const sealed = box.seal('Clave-2026', CONTEXT);
    expect(() => box.open(sealed, `${CONTEXT}x`)).toThrow();
    const altered = Buffer.from(sealed.ciphertext, 'base64');
    altered[0]! ^= 1;
    expect(() =>
      box.open({ ...sealed, ciphertext: altered.toString('base64') }, CONTEXT),
    ).toThrow();
    expect(() =>
      new SecretBox(['another-server-secret-of-32-characters']).open(sealed, CONTEXT),
    ).toThrow(/Unknown secret key/);
  });

  it('after a rotation, seals with the new key and still opens what the old one sealed', () => {
    const old = new SecretBox([SERVER_SECRET]);
    const sealed = old.seal('Clave-2026', CONTEXT);
    const rotated = new SecretBox(['the-next-server-secret-of-32-characters', SERVER_SECRET]);
    expect(rotated.open(sealed, CONTEXT)).toBe('Clave-2026');
    expect(rotated.seal('Clave-2026', CONTEXT).keyId).not.toBe(sealed.keyId);
  });
});
