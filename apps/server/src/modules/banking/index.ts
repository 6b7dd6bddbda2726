export {
  BankingProviderError,
  BankWebhookError,
  type BankCapitalDepositCase,
  type BankingProvider,
  type BankWebhookEvent,
  type OpenCapitalDepositInput,
} from './adapters/banking-provider.js';
export { BANK_WEBHOOK_PATH, createBankingProvider } from './adapters/create-banking-provider.js';
export {
  SandboxBankingProvider,
  type SandboxBankStep,
  type SandboxCompanyAccount,
} from './adapters/sandbox/sandbox-provider.js';
export { createSandboxWebhookDeliveryTask } from './adapters/sandbox/sandbox-webhook-delivery.js';
export {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxBankPayload,
} from './adapters/sandbox/sandbox-signature.js';
export {
  hasSwanSecret,
  readSwanEnvelope,
  SWAN_SECRET_HEADER,
  SwanClient,
  type SwanClientOptions,
} from './adapters/swan-client.js';
export { SwanBankingProvider } from './adapters/swan-provider.js';
export { createCapitalDepositService } from './banking.rpc.js';
export { registerBankingRoutes } from './banking.routes.js';
export { toBankWebhookEventMessage, toCapitalDepositMessage } from './capital-deposit-mapper.js';
export { createCapitalDepositOpeningTask } from './use-cases/open-capital-deposits.js';
export {
  createCapitalDeposit,
  followDepositOnStatusChange,
} from './use-cases/follow-deposit-on-status-change.js';
export { getCapitalDepositFile } from './use-cases/get-capital-deposit-file.js';
export { runSandboxBankStep } from './use-cases/run-sandbox-bank-step.js';
