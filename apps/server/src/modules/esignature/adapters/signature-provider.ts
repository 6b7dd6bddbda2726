import type { Locale } from '@foundly/domain';

/** A PDF to be signed. */
export interface DocumentToSign {
  fileName: string;
  bytes: Buffer;
}

export interface CreateSignatureRequestInput {
  /** Our signature request id, sent to the partner and echoed in its webhooks. */
  externalId: string;
  /** The request's title, shown to the signer. */
  name: string;
  signer: { name: string; email: string; locale: Locale };
  documents: readonly DocumentToSign[];
}

export interface CreatedSignatureRequest {
  providerRequestId: string;
  /** Where the signer signs; we e-mail it ourselves, in the founder's language. */
  signingUrl: string;
}

/**
 * What a partner's webhook says, once its signature is verified: `done` when
 * every document is signed; `other` for events we do not act on.
 */
export interface SignatureWebhookEvent {
  eventId: string;
  type: 'done' | 'declined' | 'expired' | 'canceled' | 'other';
  providerRequestId: string;
}

/** The e-signature partner: Yousign, or the embedded sandbox that behaves like it. */
export interface SignatureProvider {
  readonly name: 'sandbox' | 'yousign';
  createRequest(input: CreateSignatureRequestInput): Promise<CreatedSignatureRequest>;
  /**
   * Verifies the webhook's signature over the raw body and reads the event;
   * throws `SignatureWebhookError` when the signature is missing or wrong.
   */
  parseWebhook(rawBody: Buffer, headers: Headers): SignatureWebhookEvent;
  /** The signed PDFs of a completed request, in the order they were sent. */
  downloadSignedDocuments(providerRequestId: string): Promise<DocumentToSign[]>;
  cancelRequest(providerRequestId: string): Promise<void>;
}

export class SignatureWebhookError extends Error {
  override name = 'SignatureWebhookError';
}
