import type { ServiceImpl } from '@connectrpc/connect';
import type { CapitalDepositService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { toCapitalDepositMessage } from './capital-deposit-mapper.js';
import { getCapitalDeposit } from './use-cases/get-capital-deposit.js';

/** The founder's capital deposit (formation.v1.CapitalDepositService). */
export function createCapitalDepositService(
  app: AppContext,
): ServiceImpl<typeof CapitalDepositService> {
  return {
    async getCapitalDeposit(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const found = await getCapitalDeposit(app, caller, request.orderId);
      return found
        ? { capitalDeposit: toCapitalDepositMessage(found.deposit, found.shareholders) }
        : {};
    },
  };
}
