import { DomainError, ErrorCode, MAX_UPLOAD_BYTES } from '@foundly/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { acceptRawBody, readRawBody } from '../../http/raw-body.js';
import { RestError } from '../../http/rest-error.js';
import { getDownloadHeaders } from './adapters/download-headers.js';
import { LocalDiskStorage, type LocalTokenPayload } from './adapters/local-disk-storage.js';
import { verifyToken } from './adapters/signed-token.js';
import { receiveLocalUpload } from './use-cases/receive-local-upload.js';

const STATUS: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.UploadNotFound]: 404,
  [ErrorCode.UploadAlreadyUsed]: 409,
  [ErrorCode.UploadExpired]: 403,
  [ErrorCode.InvalidFile]: 415,
  [ErrorCode.UploadContentMismatch]: 400,
  [ErrorCode.StorageFailed]: 503,
};

/**
 * The signed URLs of the embedded storage: PUT receives an announced upload,
 * GET serves a decrypted document. Registered only with the local disk storage.
 */
export async function registerStorageRoutes(server: FastifyInstance, app: AppContext) {
  const storage = app.storage;
  if (!(storage instanceof LocalDiskStorage)) return;
  await server.register(async (scope) => {
    acceptRawBody(scope, '*', MAX_UPLOAD_BYTES);
    const querystring = {
      type: 'object',
      required: ['token'],
      properties: { token: { type: 'string', maxLength: 4096 } },
    } as const;

    scope.put<{ Querystring: { token: string }; Body: Buffer }>(
      '/api/storage/objects',
      { schema: { hide: true, querystring }, bodyLimit: MAX_UPLOAD_BYTES },
      async (request, reply) => {
        const check = verifyToken<LocalTokenPayload>(
          request.query.token,
          storage.signingKey,
          app.clock.now(),
        );
        if (!check.ok || check.payload.op !== 'put') {
          throw check.ok || check.reason === 'forged'
            ? new RestError(404, ErrorCode.UploadNotFound, 'This upload link is not valid')
            : new RestError(403, ErrorCode.UploadExpired, 'This upload link has expired');
        }
        // receiveLocalUpload checks the size, and forgets the upload when it is wrong.
        try {
          await receiveLocalUpload(app, check.payload.key, readRawBody(request));
        } catch (error) {
          if (error instanceof DomainError) {
            throw new RestError(STATUS[error.code] ?? 400, error.code, error.message);
          }
          throw error;
        }
        return reply.code(200).send({ ok: true });
      },
    );

    scope.get<{ Querystring: { token: string } }>(
      '/api/storage/objects',
      { schema: { hide: true, querystring } },
      async (request, reply) => {
        const check = verifyToken<LocalTokenPayload>(
          request.query.token,
          storage.signingKey,
          app.clock.now(),
        );
        if (!check.ok) {
          throw check.reason === 'expired'
            ? new RestError(403, 'LINK_EXPIRED', 'This link has expired')
            : new RestError(404, 'NOT_FOUND', 'Not found');
        }
        const { op, key, name, type, inline } = check.payload;
        if (op !== 'get' || (await storage.size(key)) === undefined) {
          throw new RestError(404, 'NOT_FOUND', 'Not found');
        }
        const headers = getDownloadHeaders({
          fileName: name ?? 'document',
          contentType: type ?? 'application/octet-stream',
          inline: inline ?? false,
        });
        return reply.headers(headers).send(await storage.read(key));
      },
    );
  });
}
