import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.js';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { FileStorage } from '../../documents/index.js';
import type { BankingProvider } from './banking-provider.js';
import { SandboxBankingProvider } from './sandbox/sandbox-provider.js';
import { SwanBankingProvider } from './swan-provider.js';

/** The webhook route of both providers. */
export const BANK_WEBHOOK_PATH = '/api/banking/webhook';

/** The partner the configuration names: Swan with its keys, else the embedded sandbox. */
export function createBankingProvider(
  config: Config,
  deps: { db: Database; clock: Clock; logger: FastifyBaseLogger; storage: FileStorage },
): BankingProvider {
  const banking = config.banking;
  if (banking.provider === 'swan') {
    return new SwanBankingProvider({
      apiUrl: banking.apiUrl,
      oauthUrl: banking.oauthUrl,
      clientId: banking.clientId,
      clientSecret: banking.clientSecret,
      webhookSecret: banking.webhookSecret,
    });
  }
  return new SandboxBankingProvider({
    ...deps,
    baseUrl: config.baseUrl,
    webhookSecret: banking.webhookSecret,
  });
}
