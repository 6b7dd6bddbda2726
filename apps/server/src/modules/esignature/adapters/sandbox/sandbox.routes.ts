import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptFormBody } from '../../../../http/form-body.js';
import { RestError } from '../../../../http/rest-error.js';
import { readFormField, sendSandboxPage } from '../../../../http/sandbox-page.js';
import type { SignatureMark } from './sign-pdf.js';
import { renderClosedPage, renderSigningPage } from './sandbox-pages.js';
import {
  SANDBOX_SIGN_PATH,
  type SandboxSignatureProvider,
  type VisitorInfo,
} from './sandbox-provider.js';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A drawn signature is a PNG data URL of a few tens of kilobytes. */
const FORM_LIMIT_BYTES = 512 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Params = { token: string };
/** The signing page draws the signature with its script and shows the documents in a frame. */
const SIGNING = { inlineScriptAndFrames: true };

/** The mark the form carries: the drawing when that method was chosen and drawn, else the typed name. */
function readMark(body: unknown): SignatureMark | undefined {
  if (readFormField(body, 'mode') === 'drawn') {
    const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(
      readFormField(body, 'drawing', FORM_LIMIT_BYTES),
    );
    const png = match ? Buffer.from(match[1]!, 'base64') : undefined;
    return png && png.subarray(0, 8).equals(PNG_MAGIC) ? { kind: 'drawn', png } : undefined;
  }
  const name = readFormField(body, 'typedName', 120).trim();
  return name ? { kind: 'typed', name } : undefined;
}

function visitorOf(request: FastifyRequest): VisitorInfo {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) };
}

/**
 * The sandbox's signing pages: the page, its documents (shown in a frame of
 * the page) and the form post. After signing or declining the browser is
 * redirected (post, redirect, get), so a reload never signs twice.
 */
export async function registerSandboxSignatureRoutes(
  server: FastifyInstance,
  provider: SandboxSignatureProvider,
) {
  await server.register(async (scope) => {
    acceptFormBody(scope, FORM_LIMIT_BYTES);
    const schema = { hide: true };
    const pagePath = (token: string) => `${SANDBOX_SIGN_PATH}/${token}`;

    scope.get<{ Params: Params }>(
      `${SANDBOX_SIGN_PATH}/:token`,
      { schema },
      async (request, reply) => {
        const { token } = request.params;
        const row = TOKEN.test(token) ? await provider.findByToken(token) : undefined;
        if (row?.status !== 'ongoing')
          return sendSandboxPage(reply, row ? 410 : 404, renderClosedPage(row), SIGNING);
        await provider.recordOpened(row, visitorOf(request));
        return sendSandboxPage(
          reply,
          200,
          renderSigningPage(row, { actionPath: pagePath(token) }),
          SIGNING,
        );
      },
    );

    scope.get<{ Params: Params & { index: string } }>(
      `${SANDBOX_SIGN_PATH}/:token/documents/:index`,
      { schema },
      async (request, reply) => {
        const { token, index } = request.params;
        const row = TOKEN.test(token) ? await provider.findByToken(token) : undefined;
        const bytes =
          row && /^\d{1,2}$/.test(index)
            ? await provider.readDocument(row, Number(index))
            : undefined;
        if (!bytes) throw new RestError(404, 'NOT_FOUND', 'Not found');
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', 'inline')
          .header('cache-control', 'no-store')
          .header('x-frame-options', 'SAMEORIGIN')
          .header('content-security-policy', "frame-ancestors 'self'")
          .send(bytes);
      },
    );

    scope.post<{ Params: Params }>(
      `${SANDBOX_SIGN_PATH}/:token`,
      { schema, bodyLimit: FORM_LIMIT_BYTES },
      async (request, reply) => {
        const { token } = request.params;
        if (!TOKEN.test(token))
          return sendSandboxPage(reply, 404, renderClosedPage(undefined), SIGNING);
        const visitor = visitorOf(request);
        const outcome =
          readFormField(request.body, 'action') === 'decline'
            ? await provider.decline(token, visitor)
            : await provider.sign(
                token,
                {
                  consent: readFormField(request.body, 'consent') === 'yes',
                  mark: readMark(request.body),
                },
                visitor,
              );
        if (outcome.kind === 'invalid') {
          return sendSandboxPage(
            reply,
            422,
            renderSigningPage(outcome.row, {
              actionPath: pagePath(token),
              error: outcome.error,
              typedName: readFormField(request.body, 'typedName', 120),
            }),
            SIGNING,
          );
        }
        return reply.redirect(pagePath(token), 303);
      },
    );
  });
}
