import { BankWebhookError, type BankWebhookEvent } from './banking-provider.js';
import { hasSwanSecret, readSwanEnvelope } from './swan-client.js';

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
  const envelope = readSwanEnvelope(rawBody);
  if (!envelope) throw new BankWebhookError('Not a Swan event');
  return { eventId: envelope.eventId, type: envelope.eventType, caseId: envelope.resourceId };
}
