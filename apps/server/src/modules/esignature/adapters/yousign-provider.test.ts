import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMicroDeclaration } from '../documents/french-documents.js';
import { SignatureWebhookError } from './signature-provider.js';
import { YousignSignatureProvider } from './yousign-provider.js';
import { signYousignPayload, YOUSIGN_SIGNATURE_HEADER } from './yousign-webhook.js';

interface RecordedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

const SECRET = 'yousign-webhook-secret-for-tests';
const calls: RecordedCall[] = [];
let server: Server;
let apiUrl = '';
let failNextSigner = false;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

beforeAll(async () => {
  server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A stand-in for Yousign's API v3: records every call and answers as Yousign does. */
async function answer(request: IncomingMessage, response: ServerResponse) {
  const body = await readBody(request);
  const path = request.url!.replace(/^\/v3/, '');
  calls.push({
    method: request.method!,
    path,
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
    body,
  });
  const json = (status: number, value: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  if (path === '/signature_requests') return json(201, { id: 'sr-1', status: 'draft' });
  if (path === '/signature_requests/sr-1/documents' && request.method === 'POST')
    return json(201, { id: `doc-${calls.length}`, nature: 'signable_document' });
  if (path === '/signature_requests/sr-1/signers') {
    if (failNextSigner) {
      failNextSigner = false;
      return json(400, { detail: 'invalid signer' });
    }
    return json(201, { id: 'signer-1' });
  }
  if (path === '/signature_requests/sr-1/activate')
    return json(201, {
      id: 'sr-1',
      status: 'ongoing',
      signers: [{ id: 'signer-1', signature_link: 'https://yousign.app/signatures/sr-1?s=abc' }],
    });
  if (path === '/signature_requests/sr-1/documents' && request.method === 'GET')
    return json(200, [{ id: 'doc-a', filename: 'Statuts.pdf', nature: 'signable_document' }]);
  if (path === '/signature_requests/sr-1/documents/doc-a/download') {
    response.writeHead(200, { 'content-type': 'application/pdf' });
    return response.end('%PDF-1.7 signed');
  }
  if (path === '/signature_requests/sr-1/cancel') return json(201, { status: 'canceled' });
  if (path === '/signature_requests/sr-1' && request.method === 'DELETE') {
    response.writeHead(204);
    return response.end();
  }
  json(404, { detail: 'not found' });
}

const provider = () =>
  new YousignSignatureProvider({ apiKey: 'test-key-123', apiUrl, webhookSecret: SECRET });

describe('the Yousign adapter', () => {
  it('creates, uploads, adds the signer with a field on the last page, and activates', async () => {
    calls.length = 0;
    const bytes = await buildMicroDeclaration({ answers: {}, date: new Date() });
    const created = await provider().createRequest({
      externalId: 'our-request-id',
      name: 'Acme',
      signer: { name: 'Ada King Lovelace', email: 'ada@example.com', locale: 'fr-fr' },
      documents: [{ fileName: 'Statuts.pdf', bytes }],
    });
    expect(created).toEqual({
      providerRequestId: 'sr-1',
      signingUrl: 'https://yousign.app/signatures/sr-1?s=abc',
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /signature_requests',
      'POST /signature_requests/sr-1/documents',
      'POST /signature_requests/sr-1/signers',
      'POST /signature_requests/sr-1/activate',
    ]);
    expect(calls.every((call) => call.authorization === 'Bearer test-key-123')).toBe(true);
    expect(JSON.parse(calls[0]!.body)).toEqual({
      name: 'Acme',
      delivery_mode: 'none',
      external_id: 'our-request-id',
      timezone: 'Europe/Paris',
    });
    expect(calls[1]!.contentType).toMatch(/^multipart\/form-data/);
    expect(calls[1]!.body).toContain('signable_document');
    expect(calls[1]!.body).toContain('%PDF');
    const signer = JSON.parse(calls[2]!.body);
    expect(signer).toMatchObject({
      info: {
        first_name: 'Ada King',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        locale: 'fr',
      },
      signature_level: 'electronic_signature',
      signature_authentication_mode: 'no_otp',
    });
    expect(signer.fields).toEqual([
      expect.objectContaining({ document_id: 'doc-2', type: 'signature', page: 1 }),
    ]);
  });

  it('an API error stops the creation, names the failing call and deletes the draft', async () => {
    failNextSigner = true;
    calls.length = 0;
    const bytes = await buildMicroDeclaration({ answers: {}, date: new Date() });
    await expect(
      provider().createRequest({
        externalId: 'x',
        name: 'Acme',
        signer: { name: 'Ada', email: 'ada@example.com', locale: 'en-gb' },
        documents: [{ fileName: 'a.pdf', bytes }],
      }),
    ).rejects.toThrow(/signers: 400/);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /signature_requests',
      'POST /signature_requests/sr-1/documents',
      'POST /signature_requests/sr-1/signers',
      'DELETE /signature_requests/sr-1',
    ]);
  });

  it('downloads each signed document and cancels a request', async () => {
    calls.length = 0;
    const documents = await provider().downloadSignedDocuments('sr-1');
    expect(documents).toEqual([{ fileName: 'Statuts.pdf', bytes: Buffer.from('%PDF-1.7 signed') }]);
    await provider().cancelRequest('sr-1');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /signature_requests/sr-1/documents',
      'GET /signature_requests/sr-1/documents/doc-a/download',
      'POST /signature_requests/sr-1/cancel',
    ]);
  });

  describe('webhooks', () => {
    const body = Buffer.from(
      JSON.stringify({
        event_id: 'evt-1',
        event_name: 'signature_request.done',
        event_time: '1700000000',
        data: { signature_request: { id: 'sr-1', status: 'done', external_id: 'ours' } },
      }),
    );
    const headers = (value: string) => new Headers({ [YOUSIGN_SIGNATURE_HEADER]: value });

    it('a body signed with the secret is read', () => {
      expect(provider().parseWebhook(body, headers(signYousignPayload(body, SECRET)))).toEqual({
        eventId: 'evt-1',
        type: 'done',
        providerRequestId: 'sr-1',
      });
    });

    it.each([
      ['no signature', ''],
      ['another secret', signYousignPayload(body, 'another-secret-entirely')],
      ['a signature of another body', signYousignPayload('{}', SECRET)],
      ['a signature without its sha256= prefix', signYousignPayload(body, SECRET).slice(7)],
    ])('%s is refused', (_title, signature) => {
      expect(() => provider().parseWebhook(body, headers(signature))).toThrow(
        SignatureWebhookError,
      );
    });

    it('an event we do not act on reads as other', () => {
      const other = Buffer.from(
        JSON.stringify({
          event_id: 'evt-2',
          event_name: 'signer.link_opened',
          data: { signature_request: { id: 'sr-1' } },
        }),
      );
      expect(provider().parseWebhook(other, headers(signYousignPayload(other, SECRET))).type).toBe(
        'other',
      );
    });
  });
});
