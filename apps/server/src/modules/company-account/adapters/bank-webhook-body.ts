import type { BankWebhookEvent } from './company-account-onboarding-provider.js';
import { BankWebhookRefusedError } from './company-account-onboarding-provider.js';

/** Reads Swan's webhook envelope: `{ eventType, eventId, eventDate, projectId, resourceId }`. */
export function readBankWebhookBody(rawBody: Buffer): BankWebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new BankWebhookRefusedError('The body is not JSON');
  }
  const { eventId, eventType, resourceId } = (body ?? {}) as Record<string, unknown>;
  if (
    typeof eventId !== 'string' ||
    typeof eventType !== 'string' ||
    typeof resourceId !== 'string' ||
    !eventId ||
    !eventType ||
    !resourceId
  ) {
    throw new BankWebhookRefusedError('The body is not a bank event');
  }
  return { eventId, eventType, resourceId };
}
