import { readFileSync } from 'node:fs';
import type { VerifactuConfig } from '../../../config.js';
import {
  AeatVerifactuSubmitter,
  createMutualTlsTransport,
  VERIFACTU_SERVICE_URLS,
} from './aeat-submitter.js';
import { SandboxVerifactuSubmitter } from './sandbox-submitter.js';
import type { VerifactuSubmitter } from './verifactu-submitter.js';

/** The service the configuration names: the AEAT with its certificate, else the embedded sandbox. */
export function createVerifactuSubmitter(config: VerifactuConfig): VerifactuSubmitter {
  if (config.provider === 'sandbox') return new SandboxVerifactuSubmitter();
  return new AeatVerifactuSubmitter(
    createMutualTlsTransport({
      url: VERIFACTU_SERVICE_URLS[config.environment],
      pfx: readFileSync(config.certificateFile),
      passphrase: config.certificatePassword,
    }),
    {
      producerName: 'Foundly',
      producerNif: config.producerNif,
      name: 'Foundly',
      id: 'FY',
      version: '1.0',
      installationNumber: '1',
    },
  );
}
