export {
  SignatureWebhookError,
  type CreateSignatureRequestInput,
  type CreatedSignatureRequest,
  type DocumentToSign,
  type SignatureProvider,
  type SignatureWebhookEvent,
} from './adapters/signature-provider.js';
export {
  createSignatureProvider,
  SIGNATURE_WEBHOOK_PATH,
} from './adapters/create-signature-provider.js';
export { SandboxSignatureProvider } from './adapters/sandbox/sandbox-provider.js';
export { YousignSignatureProvider } from './adapters/yousign-provider.js';
export { registerSignatureRoutes } from './signatures.routes.js';
export { createSignatureService } from './signatures.rpc.js';
export { toSignatureRequestMessage } from './signature-mapper.js';
export { listSignatureRequestsOfOrder, type SignatureRequestRow } from './signatures.repository.js';
export { requestSignatureOnStatusChange } from './use-cases/request-signature-on-status-change.js';
export { createSignatureDispatchTask } from './use-cases/dispatch-signature-requests.js';
export { resendSignatureRequest } from './use-cases/resend-signature-request.js';
export { PdfWriter } from './documents/pdf-writer.js';
