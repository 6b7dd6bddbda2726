import type { FastifyBaseLogger } from 'fastify';
import { signYousignPayload, YOUSIGN_SIGNATURE_HEADER } from '../yousign-webhook.js';
import type { SandboxRequestRow } from './sandbox.repository.js';

export type SandboxEventName =
  | 'signature_request.done'
  | 'signature_request.declined'
  | 'signature_request.expired'
  | 'signature_request.canceled';

/** The body Yousign posts for a signature request event. */
export function buildSandboxEvent(row: SandboxRequestRow, name: SandboxEventName, at: Date) {
  return JSON.stringify({
    event_id: crypto.randomUUID(),
    event_name: name,
    event_time: String(Math.floor(at.getTime() / 1000)),
    data: {
      signature_request: { id: row.id, status: row.status, external_id: row.externalId },
    },
  });
}

/**
 * Posts events to the server's own webhook route, signed exactly as Yousign
 * signs (`X-Yousign-Signature-256: sha256=<HMAC-SHA256 of the body>`); a
 * refused or failed delivery is retried a few times.
 */
export class SandboxWebhookSender {
  constructor(
    private readonly options: {
      url: string;
      secret: string;
      logger: FastifyBaseLogger;
      retryDelaysMs?: readonly number[];
    },
  ) {}

  async send(payload: string): Promise<boolean> {
    const delays = this.options.retryDelaysMs ?? [250, 1_000, 3_000];
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delays[attempt - 1]));
      try {
        const response = await fetch(this.options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [YOUSIGN_SIGNATURE_HEADER]: signYousignPayload(payload, this.options.secret),
            'user-agent': 'Foundly e-signature sandbox',
          },
          body: payload,
          signal: AbortSignal.timeout(30_000),
        });
        await response.body?.cancel();
        if (response.ok) return true;
        this.options.logger.warn(
          { status: response.status, attempt },
          'Sandbox signature webhook refused',
        );
      } catch (error) {
        this.options.logger.warn({ err: error, attempt }, 'Sandbox signature webhook failed');
      }
    }
    this.options.logger.error('Sandbox signature webhook given up');
    return false;
  }
}
