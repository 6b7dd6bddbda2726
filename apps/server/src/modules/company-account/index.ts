export { createCompanyAccountService } from './company-account.rpc.js';
export { registerCompanyAccountRoutes } from './company-account.routes.js';
export { createOnboardingProvider } from './adapters/create-onboarding-provider.js';
export type { CompanyAccountOnboardingProvider } from './adapters/company-account-onboarding-provider.js';
export { SandboxOnboardingProvider } from './adapters/sandbox/sandbox-provider.js';
export { createOpenBankOnboardingsTask } from './use-cases/open-bank-onboardings.js';
export { startCompanyAccount } from './use-cases/start-company-account.js';
