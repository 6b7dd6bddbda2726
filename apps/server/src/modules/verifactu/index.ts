export { appendRegistroAlta, appendRegistroAnulacion } from './append-registro.js';
export { toVerifactuState } from './verifactu-state.js';
export { listChain, listDocumentRecords } from './verifactu.repository.js';
export { createVerifactuSubmissionTask } from './submission-task.js';
export { createVerifactuSubmitter } from './adapters/create-verifactu-submitter.js';
export { SandboxVerifactuSubmitter } from './adapters/sandbox-submitter.js';
export type { VerifactuAnswer, VerifactuSubmitter } from './adapters/verifactu-submitter.js';
