import type { ServiceImpl } from '@connectrpc/connect';
import { OcrService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { readBankDocument } from './use-cases/read-bank-document.js';
import { readIdentityDocument } from './use-cases/read-identity-document.js';
import { readProofOfAddress } from './use-cases/read-proof-of-address.js';

export function createOcrService(app: AppContext): ServiceImpl<typeof OcrService> {
  return {
    async idOcr(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return {
        extractedFields: await readIdentityDocument(app, caller, request.documentId, ctx.signal),
      };
    },
    async poaOcr(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return {
        extractedFields: await readProofOfAddress(app, caller, request.documentId, ctx.signal),
      };
    },
    async ibanOcr(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { iban: await readBankDocument(app, caller, request.documentId, ctx.signal) };
    },
  };
}
