import { MAX_UPLOAD_BYTES } from '@foundly/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { toFetchHeaders } from '../../http/fetch-headers.js';
import { acceptRawBody, readRawBody } from '../../http/raw-body.js';
import { toDocumentMessage } from '../documents/index.js';
import { toJson } from '@bufbuild/protobuf';
import { DocumentSchema } from '@foundly/proto';
import { requireOperatorOfHeaders } from './require-operator.js';
import { uploadOfficialDocument } from './use-cases/upload-official-document.js';

/**
 * POST /api/ops/orders/{orderId}/documents?type=&fileName=: an operator uploads
 * an official document of a file, the PDF as the raw body (file transfer
 * stays out of the RPCs, whose messages are kept small).
 */
export async function registerBackofficeRoutes(server: FastifyInstance, app: AppContext) {
  await server.register(async (scope) => {
    acceptRawBody(scope, '*', MAX_UPLOAD_BYTES);
    scope.post<{
      Params: { orderId: string };
      Querystring: { type?: string; fileName?: string };
      Body: Buffer;
    }>(
      '/api/ops/orders/:orderId/documents',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          summary: 'Upload an official document of a file (operators only)',
          tags: ['back-office'],
          params: { type: 'object', properties: { orderId: { type: 'string' } } },
          querystring: {
            type: 'object',
            required: ['type', 'fileName'],
            properties: {
              type: { type: 'string', maxLength: 64 },
              fileName: { type: 'string', maxLength: 400 },
            },
          },
        },
      },
      async (request, reply) => {
        const operator = await requireOperatorOfHeaders(app, toFetchHeaders(request));
        const document = await uploadOfficialDocument(app, operator, {
          orderId: request.params.orderId,
          type: request.query.type ?? '',
          fileName: request.query.fileName ?? '',
          bytes: readRawBody(request),
        });
        return reply
          .code(201)
          .send({ document: toJson(DocumentSchema, toDocumentMessage(document)) });
      },
    );
  });
}
