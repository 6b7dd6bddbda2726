import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.js';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { CompanyAccountOnboardingProvider } from './company-account-onboarding-provider.js';
import { SandboxOnboardingProvider } from './sandbox/sandbox-provider.js';
import { SwanOnboardingProvider } from './swan/swan-onboarding-provider.js';

/** The webhook route of both banks. */
export const COMPANY_ACCOUNT_WEBHOOK_PATH = '/api/company-account/webhook';

/** The bank the configuration names: Swan with its keys, else the embedded sandbox. */
export function createOnboardingProvider(
  config: Config,
  deps: { db: Database; clock: Clock; logger: FastifyBaseLogger },
): CompanyAccountOnboardingProvider {
  const bank = config.companyAccounts;
  if (bank.provider === 'swan') return new SwanOnboardingProvider(bank);
  return new SandboxOnboardingProvider({
    ...deps,
    baseUrl: config.baseUrl,
    webhookSecret: bank.webhookSecret,
    webhookPath: COMPANY_ACCOUNT_WEBHOOK_PATH,
  });
}
