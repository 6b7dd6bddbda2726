import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.js';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { FileStorage } from '../../documents/index.js';
import { SandboxSignatureProvider } from './sandbox/sandbox-provider.js';
import type { SignatureProvider } from './signature-provider.js';
import { YousignSignatureProvider } from './yousign-provider.js';

/** The webhook route of both providers. */
export const SIGNATURE_WEBHOOK_PATH = '/api/esignature/webhook';

/** The partner the configuration names: Yousign with its keys, else the embedded sandbox. */
export function createSignatureProvider(
  config: Config,
  deps: { db: Database; clock: Clock; logger: FastifyBaseLogger; storage: FileStorage },
): SignatureProvider {
  const signatures = config.signatures;
  if (signatures.provider === 'yousign') {
    return new YousignSignatureProvider({
      apiKey: signatures.apiKey,
      apiUrl: signatures.apiUrl,
      webhookSecret: signatures.webhookSecret,
    });
  }
  return new SandboxSignatureProvider({
    ...deps,
    baseUrl: config.baseUrl,
    webhookSecret: signatures.webhookSecret,
    webhookPath: SIGNATURE_WEBHOOK_PATH,
  });
}
