import type { FastifyInstance } from 'fastify';
import { acceptFormBody } from '../../../../http/form-body.js';
import { sendSandboxPage } from '../../../../http/sandbox-page.js';
import type { SandboxCompanyAccount } from '../../../banking/index.js';
import {
  getSandboxBankLocale,
  renderBankingPage,
  renderCompanyAccountPage,
  renderFinalizedPage,
  renderNotFoundPage,
  renderOnboardingPage,
} from './sandbox-pages.js';
import { SANDBOX_BANK_PATH, type SandboxOnboardingProvider } from './sandbox-provider.js';
import { findSandboxOnboardingByMembership } from './sandbox.repository.js';
import type { Database } from '../../../../db/client.js';

const TOKEN = /^[\w-]{43}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Params = { token: string };

/** The capital deposits' side of the same sandbox bank: the company accounts they open. */
export interface SandboxCapitalDepositAccounts {
  findCompanyAccount(membershipId: string): Promise<SandboxCompanyAccount | undefined>;
}

/**
 * The sandbox bank's pages: the onboarding (finish it, or send it with
 * information missing) and the web banking of an account, opened by a
 * business-account onboarding or by a capital deposit. Each form
 * post is answered with a redirect (post, redirect, get), so that a reload
 * never acts twice.
 */
export async function registerSandboxBankRoutes(
  server: FastifyInstance,
  provider: SandboxOnboardingProvider,
  db: Database,
  capitalDeposits: SandboxCapitalDepositAccounts,
) {
  await server.register(async (scope) => {
    acceptFormBody(scope, 1024);
    const schema = { hide: true };
    const pagePath = (token: string) => `${SANDBOX_BANK_PATH}/onboarding/${token}`;
    const fallbackLocale = getSandboxBankLocale(undefined);

    scope.get<{ Params: Params }>(
      `${SANDBOX_BANK_PATH}/onboarding/:token`,
      { schema },
      async (request, reply) => {
        const { token } = request.params;
        const row = TOKEN.test(token) ? await provider.findByToken(token) : undefined;
        if (!row) return sendSandboxPage(reply, 404, renderNotFoundPage(fallbackLocale));
        if (row.state === 'finalized') return sendSandboxPage(reply, 200, renderFinalizedPage(row));
        return sendSandboxPage(reply, 200, renderOnboardingPage(row, pagePath(token)));
      },
    );

    for (const action of ['complete', 'invalid'] as const) {
      scope.post<{ Params: Params }>(
        `${SANDBOX_BANK_PATH}/onboarding/:token/${action}`,
        { schema },
        async (request, reply) => {
          const { token } = request.params;
          if (!TOKEN.test(token))
            return sendSandboxPage(reply, 404, renderNotFoundPage(fallbackLocale));
          const outcome =
            action === 'complete'
              ? await provider.finalize(token)
              : await provider.submitInvalid(token);
          if (!outcome.row) return sendSandboxPage(reply, 404, renderNotFoundPage(fallbackLocale));
          return reply.redirect(pagePath(token), 303);
        },
      );
    }

    scope.get<{ Params: { membershipId: string } }>(
      `${SANDBOX_BANK_PATH}/banking/:membershipId`,
      { schema },
      async (request, reply) => {
        const { membershipId } = request.params;
        if (!UUID.test(membershipId))
          return sendSandboxPage(reply, 404, renderNotFoundPage(fallbackLocale));
        const row = await findSandboxOnboardingByMembership(db, membershipId);
        if (row) return sendSandboxPage(reply, 200, renderBankingPage(row));
        const account = await capitalDeposits.findCompanyAccount(membershipId);
        if (account) return sendSandboxPage(reply, 200, renderCompanyAccountPage(account));
        return sendSandboxPage(reply, 404, renderNotFoundPage(fallbackLocale));
      },
    );
  });
}
