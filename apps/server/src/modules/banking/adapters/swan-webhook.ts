import { BankWebhookError, type BankWebhookEvent } from './banking-provider.js';
import { hasSwanSecret } from './swan-client.js';

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
  if (!hasSwanSecret(headers, secret)) {
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
