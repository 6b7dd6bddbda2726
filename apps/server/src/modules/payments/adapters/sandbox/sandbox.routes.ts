import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptFormBody } from '../../../../http/form-body.js';
import { readFormField, sendSandboxPage } from '../../../../http/sandbox-page.js';
import {
  isSandboxPageError,
  renderAuthenticationPage,
  renderCheckoutPage,
  renderClosedPage,
} from './sandbox-pages.js';
import {
  SANDBOX_CHECKOUT_PATH,
  type SandboxPaymentProvider,
  type SandboxStep,
} from './sandbox-provider.js';

const SESSION_ID = /^cs_test_[0-9a-f]{48}$/;
const FORM_LIMIT_BYTES = 4 * 1024;

type Params = { sessionId: string };

/**
 * The sandbox's checkout pages: the card form, the 3-D Secure stand-in, and
 * the form posts. After each post the browser is redirected (post, redirect,
 * get), as a reload must never pay twice.
 */
export async function registerSandboxRoutes(
  server: FastifyInstance,
  provider: SandboxPaymentProvider,
) {
  await server.register(async (scope) => {
    acceptFormBody(scope, FORM_LIMIT_BYTES);
    const schema = { hide: true };
    const pagePath = (id: string) => `${SANDBOX_CHECKOUT_PATH}/${id}`;

    const answer = async (reply: FastifyReply, sessionId: string, step: SandboxStep) => {
      switch (step.kind) {
        case 'redirect':
          return reply.redirect(step.to, 303);
        case 'authenticate':
          return reply.redirect(`${pagePath(sessionId)}/authenticate`, 303);
        case 'error':
          return reply.redirect(`${pagePath(sessionId)}?error=${step.error}`, 303);
        case 'closed':
          return sendSandboxPage(
            reply,
            step.session ? 410 : 404,
            renderClosedPage(
              step.session,
              step.session ? provider.getSuccessRedirect(step.session) : '',
            ),
          );
      }
    };

    scope.get<{ Params: Params; Querystring: { error?: string } }>(
      `${SANDBOX_CHECKOUT_PATH}/:sessionId`,
      { schema },
      async (request, reply) => {
        const { sessionId } = request.params;
        const session = SESSION_ID.test(sessionId)
          ? await provider.getSession(sessionId)
          : undefined;
        if (session?.status !== 'open')
          return answer(reply, sessionId, { kind: 'closed', session });
        if (session.awaitingAuthentication) {
          return reply.redirect(`${pagePath(sessionId)}/authenticate`, 303);
        }
        const error = isSandboxPageError(request.query.error) ? request.query.error : undefined;
        return sendSandboxPage(
          reply,
          200,
          renderCheckoutPage(session, { actionPath: pagePath(sessionId), error }),
        );
      },
    );

    scope.post<{ Params: Params }>(
      `${SANDBOX_CHECKOUT_PATH}/:sessionId`,
      { schema },
      async (request, reply) => {
        const { sessionId } = request.params;
        if (!SESSION_ID.test(sessionId))
          return answer(reply, sessionId, { kind: 'closed', session: undefined });
        const step = await provider.submitCard(sessionId, {
          number: readFormField(request.body, 'number'),
          expiry: readFormField(request.body, 'expiry'),
          cvc: readFormField(request.body, 'cvc'),
          name: readFormField(request.body, 'name'),
        });
        return answer(reply, sessionId, step);
      },
    );

    scope.get<{ Params: Params }>(
      `${SANDBOX_CHECKOUT_PATH}/:sessionId/authenticate`,
      { schema },
      async (request, reply) => {
        const { sessionId } = request.params;
        const session = SESSION_ID.test(sessionId)
          ? await provider.getSession(sessionId)
          : undefined;
        if (session?.status !== 'open')
          return answer(reply, sessionId, { kind: 'closed', session });
        if (!session.awaitingAuthentication) return reply.redirect(pagePath(sessionId), 303);
        return sendSandboxPage(
          reply,
          200,
          renderAuthenticationPage(session, `${pagePath(sessionId)}/authenticate`),
        );
      },
    );

    scope.post<{ Params: Params }>(
      `${SANDBOX_CHECKOUT_PATH}/:sessionId/authenticate`,
      { schema },
      async (request, reply) => {
        const { sessionId } = request.params;
        if (!SESSION_ID.test(sessionId))
          return answer(reply, sessionId, { kind: 'closed', session: undefined });
        const step = await provider.authenticate(
          sessionId,
          readFormField(request.body, 'action') === 'complete',
        );
        return answer(reply, sessionId, step);
      },
    );
  });
}
