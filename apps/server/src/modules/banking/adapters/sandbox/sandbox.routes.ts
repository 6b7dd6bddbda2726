import type { FastifyInstance } from 'fastify';
import { acceptFormBody } from '../../../../http/form-body.js';
import { readFormField, sendSandboxPage } from '../../../../http/sandbox-page.js';
import { renderNotFoundPage, renderShareholderPage } from './sandbox-pages.js';
import {
  SANDBOX_BANK_PAGE_PATH,
  type SandboxBankingProvider,
  type SandboxShareholderAction,
} from './sandbox-provider.js';

const FORM_LIMIT_BYTES = 4 * 1024;
const ACTIONS: readonly SandboxShareholderAction[] = [
  'submit_identity',
  'approve_identity',
  'refuse_identity',
  'send_transfer',
];

type Params = { caseId: string; shareholderId: string; token: string };

function readAction(body: unknown): SandboxShareholderAction | undefined {
  const value = readFormField(body, 'action');
  return ACTIONS.find((action) => action === value);
}

/**
 * The founder's pages at the sandbox bank. A form post is answered with a
 * redirect to the page (post, redirect, get), so a reload never acts twice.
 */
export async function registerSandboxBankRoutes(
  server: FastifyInstance,
  provider: SandboxBankingProvider,
) {
  await server.register(async (scope) => {
    acceptFormBody(scope, FORM_LIMIT_BYTES);
    const schema = { hide: true };
    const path = `${SANDBOX_BANK_PAGE_PATH}/:caseId/:shareholderId/:token`;

    scope.get<{ Params: Params; Querystring: { unchanged?: string } }>(
      path,
      { schema },
      async (request, reply) => {
        const { caseId, shareholderId, token } = request.params;
        const found = await provider.findByLink(caseId, shareholderId, token);
        if (!found) return sendSandboxPage(reply, 404, renderNotFoundPage());
        return sendSandboxPage(
          reply,
          200,
          renderShareholderPage(found.row, found.shareholder, {
            actionPath: provider.getOnboardingUrl(caseId, shareholderId),
            unchanged: request.query.unchanged === '1',
          }),
        );
      },
    );

    scope.post<{ Params: Params }>(
      path,
      { schema, bodyLimit: FORM_LIMIT_BYTES },
      async (request, reply) => {
        const { caseId, shareholderId, token } = request.params;
        const found = await provider.findByLink(caseId, shareholderId, token);
        const action = readAction(request.body);
        if (!found || !action) return sendSandboxPage(reply, 404, renderNotFoundPage());
        const acted = await provider.act(caseId, shareholderId, action);
        const page = provider.getOnboardingUrl(caseId, shareholderId);
        return reply.redirect(acted ? page : `${page}?unchanged=1`, 303);
      },
    );
  });
}
