import type { ServiceImpl } from '@connectrpc/connect';
import type { SignatureService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { toSignatureRequestMessage } from './signature-mapper.js';
import { getMySignatureRequest } from './use-cases/get-my-signature-request.js';

/** The founder's side of the e-signature (formation.v1.SignatureService). */
export function createSignatureService(app: AppContext): ServiceImpl<typeof SignatureService> {
  return {
    async getMySignatureRequest(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const row = await getMySignatureRequest(app, caller, request.orderId);
      return row ? { request: toSignatureRequestMessage(row) } : {};
    },
  };
}
