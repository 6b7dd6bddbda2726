import { timingSafeEqual } from 'node:crypto';
import { BankWebhookError, type BankWebhookEvent } from './banking-provider.js';

/** The header in which Swan sends the secret configured on the webhook subscription. */
export const SWAN_SECRET_HEADER = 'x-swan-secret';

function isSameSecret(received: string, expected: string): boolean {
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Reads a Swan webhook: `{ eventType, eventId, eventDate, projectId, resourceId }`,
 * authenticated by the subscription's secret in `x-swan-secret` (compared in
 * constant time). Swan sends no data in a webhook, only which resource changed.
 */
export function parseSwanWebhook(
  rawBody: Buffer,
  headers: Headers,
  secret: string,
): BankWebhookEvent {
  const received = headers.get(SWAN_SECRET_HEADER);
  if (!received || !isSameSecret(received, secret)) {
    throw new BankWebhookError('Missing or wrong webhook secret');
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new BankWebhookError('The body is not JSON');
  }
  const { eventType, eventId, resourceId } = (body ?? {}) as Record<string, unknown>;
  if (
    typeof eventType !== 'string' ||
    typeof eventId !== 'string' ||
    typeof resourceId !== 'string'
  ) {
    throw new BankWebhookError('Not a Swan event');
  }
  return { eventId, type: eventType, caseId: resourceId };
}
