import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

function signingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'foundly-payments', 'payment-return-token', 32));
}

function mac(paymentId: string, secret: string): Buffer {
  return createHmac('sha256', signingKey(secret)).update(`payment-return:${paymentId}`).digest();
}

/**
 * The temp_auth of the return URLs: our payment id (URL-safe base64 of its 16
 * bytes), a dot, and an HMAC-SHA256 of it with a key derived from the server
 * secret. It names the payment rather than the provider's session because the
 * return URLs are given to the provider before the session exists, and Stripe
 * fills `{CHECKOUT_SESSION_ID}` in only on the success URL.
 */
export function signReturnToken(paymentId: string, secret: string): string {
  const id = Buffer.from(paymentId.replaceAll('-', ''), 'hex').toString('base64url');
  return `${id}.${mac(paymentId, secret).toString('base64url')}`;
}

/** The payment id a token was signed for, or undefined when it is malformed or forged. */
export function readReturnToken(token: string, secret: string): string | undefined {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0) return undefined;
  const bytes = Buffer.from(id, 'base64url');
  if (bytes.length !== 16) return undefined;
  const hex = bytes.toString('hex');
  const paymentId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = mac(paymentId, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return paymentId;
}
