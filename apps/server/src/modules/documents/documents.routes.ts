import { DomainError, ErrorCode, MAX_UPLOAD_BYTES } from '@foundly/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
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

function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: code, message });
}

/**
 * The signed URLs of the embedded storage: PUT receives an announced upload,
 * GET serves a decrypted document. Registered only with the local disk storage.
 */
export async function registerStorageRoutes(server: FastifyInstance, app: AppContext) {
  const storage = app.storage;
  if (!(storage instanceof LocalDiskStorage)) return;
  await server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
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
          return check.ok || check.reason === 'forged'
            ? sendError(reply, 404, ErrorCode.UploadNotFound, 'This upload link is not valid')
            : sendError(reply, 403, ErrorCode.UploadExpired, 'This upload link has expired');
        }
        // receiveLocalUpload checks the size, and forgets the upload when it is wrong.
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          await receiveLocalUpload(app, check.payload.key, body);
        } catch (error) {
          if (error instanceof DomainError) {
            return sendError(reply, STATUS[error.code] ?? 400, error.code, error.message);
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
          return check.reason === 'expired'
            ? sendError(reply, 403, 'expired', 'This link has expired')
            : sendError(reply, 404, 'not_found', 'Not found');
        }
        const { op, key, name, type, inline } = check.payload;
        if (op !== 'get' || (await storage.size(key)) === undefined) {
          return sendError(reply, 404, 'not_found', 'Not found');
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
