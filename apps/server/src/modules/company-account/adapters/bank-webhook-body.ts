import { readSwanEnvelope } from '../../banking/index.js';
import {
  BankWebhookRefusedError,
  type BankWebhookEvent,
} from './company-account-onboarding-provider.js';

/** Reads Swan's webhook envelope (the banking module's reading), refusing a body that is not one. */
export function readBankWebhookBody(rawBody: Buffer): BankWebhookEvent {
  const envelope = readSwanEnvelope(rawBody);
  if (!envelope) throw new BankWebhookRefusedError('The body is not a bank event');
  return envelope;
}
