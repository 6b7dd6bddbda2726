import { createHmac, timingSafeEqual } from 'node:crypto';
import { BankWebhookRefusedError } from '../company-account-onboarding-provider.js';

/** The sandbox bank's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-bank-signature';

/** A signed event older than this is a replay. */
const TOLERANCE_SECONDS = 300;

function computeSignature(payload: string, timestamp: number, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
}

/** The header value the sandbox sends with a body, signed at `at`. */
export function signSandboxPayload(payload: string, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${computeSignature(payload, timestamp, secret)}`;
}

/** Checks the header on the exact bytes received, in constant time, within five minutes. */
export function verifySandboxSignature(
  rawBody: Buffer,
  header: string | null,
  secret: string,
  receivedAt: Date,
): void {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const [key = '', ...rest] = part.trim().split('=');
      return [key, rest.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const sent = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp) || sent.length === 0) {
    throw new BankWebhookRefusedError('No signature');
  }
  if (Math.abs(receivedAt.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) {
    throw new BankWebhookRefusedError('The signature is too old');
  }
  const expected = Buffer.from(
    computeSignature(rawBody.toString('utf8'), timestamp, secret),
    'hex',
  );
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    throw new BankWebhookRefusedError('The signature does not verify');
  }
}
