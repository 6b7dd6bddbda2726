import { PDFDocument } from 'pdf-lib';
import type {
  CreateSignatureRequestInput,
  CreatedSignatureRequest,
  DocumentToSign,
  SignatureProvider,
  SignatureWebhookEvent,
} from './signature-provider.js';
import { parseYousignWebhook } from './yousign-webhook.js';

export interface YousignOptions {
  apiKey: string;
  /** https://api.yousign.app/v3, or the sandbox's https://api-sandbox.yousign.app/v3. */
  apiUrl: string;
  webhookSecret: string;
}

/** Where the signature field goes on the last page of each document, in PDF points from the bottom left. */
const SIGNATURE_FIELD = { x: 72, y: 120, width: 180, height: 60 };

export class YousignApiError extends Error {
  override name = 'YousignApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Splits "Ada King Lovelace" into Yousign's first and last name (the last word is the last name). */
function splitName(name: string): { first_name: string; last_name: string } {
  const words = name.trim().split(/\s+/);
  const last = words.length > 1 ? words.pop()! : words[0] || '-';
  return { first_name: words.join(' ') || last, last_name: last };
}

/** The number of the last page (1-based), where the signature field goes. */
async function getLastPage(bytes: Buffer): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}

/**
 * Yousign's API v3 over fetch. We send the signing link ourselves
 * (`delivery_mode: none`), in the founder's language.
 *
 * A failure half-way (after the request was created, before it was activated)
 * deletes the draft it leaves, as far as Yousign answers; the retry starts a
 * new one. Only an activated request is recorded, so the founder is never
 * asked twice.
 */
export class YousignSignatureProvider implements SignatureProvider {
  readonly name = 'yousign';

  constructor(private readonly options: YousignOptions) {}

  async createRequest(input: CreateSignatureRequestInput): Promise<CreatedSignatureRequest> {
    const request = await this.call<{ id: string }>('POST', '/signature_requests', {
      name: input.name,
      delivery_mode: 'none',
      external_id: input.externalId,
      timezone: 'Europe/Paris',
    });
    try {
      return await this.completeDraft(request.id, input);
    } catch (error) {
      // The draft is of no use to the retry; the first failure is the one to report.
      await this.send('DELETE', `/signature_requests/${request.id}`).catch(() => undefined);
      throw error;
    }
  }

  /** Adds the documents and the signer to a draft, then activates it. */
  private async completeDraft(
    requestId: string,
    input: CreateSignatureRequestInput,
  ): Promise<CreatedSignatureRequest> {
    const fields = [];
    for (const document of input.documents) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(document.bytes)], { type: 'application/pdf' }),
        document.fileName,
      );
      form.append('nature', 'signable_document');
      const uploaded = await this.call<{ id: string }>(
        'POST',
        `/signature_requests/${requestId}/documents`,
        form,
      );
      fields.push({
        document_id: uploaded.id,
        type: 'signature',
        page: await getLastPage(document.bytes),
        ...SIGNATURE_FIELD,
      });
    }
    await this.call('POST', `/signature_requests/${requestId}/signers`, {
      info: {
        ...splitName(input.signer.name),
        email: input.signer.email,
        locale: input.signer.locale.slice(0, 2),
      },
      signature_level: 'electronic_signature',
      signature_authentication_mode: 'no_otp',
      fields,
    });
    const activated = await this.call<{ signers?: { signature_link?: string }[] }>(
      'POST',
      `/signature_requests/${requestId}/activate`,
    );
    const signingUrl = activated.signers?.[0]?.signature_link;
    if (!signingUrl) throw new YousignApiError(502, 'Yousign returned no signature link');
    return { providerRequestId: requestId, signingUrl };
  }

  parseWebhook(rawBody: Buffer, headers: Headers): SignatureWebhookEvent {
    return parseYousignWebhook(rawBody, headers, this.options.webhookSecret);
  }

  async downloadSignedDocuments(providerRequestId: string): Promise<DocumentToSign[]> {
    const documents = await this.call<{ id: string; filename?: string; nature?: string }[]>(
      'GET',
      `/signature_requests/${providerRequestId}/documents`,
    );
    const signed: DocumentToSign[] = [];
    for (const document of documents.filter((each) => each.nature !== 'attachment')) {
      const response = await this.send(
        'GET',
        `/signature_requests/${providerRequestId}/documents/${document.id}/download`,
      );
      signed.push({
        fileName: document.filename ?? `${document.id}.pdf`,
        bytes: Buffer.from(await response.arrayBuffer()),
      });
    }
    return signed;
  }

  async cancelRequest(providerRequestId: string): Promise<void> {
    await this.call('POST', `/signature_requests/${providerRequestId}/cancel`, {
      reason: 'contractualization_aborted',
    });
  }

  private async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, body);
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as T;
  }

  private async send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.apiKey}` };
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.options.apiUrl}${path}`, {
      method,
      headers,
      ...(payload ? { body: payload } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 300);
      throw new YousignApiError(
        response.status,
        `Yousign ${method} ${path}: ${response.status} ${detail}`,
      );
    }
    return response;
  }
}
