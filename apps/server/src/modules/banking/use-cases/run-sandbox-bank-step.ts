import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { recordOperatorAction } from '../../operator-audit/index.js';
import {
  SandboxBankingProvider,
  SandboxBankStepError,
  type SandboxBankStep,
} from '../adapters/sandbox/sandbox-provider.js';
import { findDepositOfOrder } from '../banking.repository.js';
import { assertOrderId } from './get-capital-deposit-file.js';

/**
 * Plays the notary's or the bank's step on a file's deposit in the sandbox,
 * audited as the operator's action in the same transaction; the change reaches the deposit as the
 * real bank's would, through a signed webhook the worker delivers. With the
 * real bank there is nothing to drive (BANK_SANDBOX_ONLY).
 */
export async function runSandboxBankStep(
  app: AppContext,
  operator: Caller,
  input: { orderId: string; step: SandboxBankStep | undefined },
) {
  await assertOrderId(app, input.orderId);
  if (!input.step) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Unknown bank event', [
      { field: 'event', message: 'errors.field.invalid' },
    ]);
  }
  if (!(app.banking instanceof SandboxBankingProvider)) {
    throw new DomainError(ErrorCode.BankSandboxOnly, 'The real bank cannot be driven from here');
  }
  const deposit = await findDepositOfOrder(app.db, input.orderId);
  if (!deposit?.providerCaseId) {
    throw new DomainError(ErrorCode.CapitalDepositNotOpened, 'The deposit is not open at the bank');
  }
  const step = input.step;
  try {
    await app.banking.runStep(deposit.providerCaseId, step, (tx) =>
      recordOperatorAction(tx, {
        operatorUserId: operator.userId,
        action: 'sandbox_bank_event',
        orderId: input.orderId,
        target: deposit.id,
        details: { event: step },
      }),
    );
  } catch (error) {
    if (!(error instanceof SandboxBankStepError)) throw error;
    throw new DomainError(
      error.reason === 'transfer_missing'
        ? ErrorCode.TransferMissing
        : ErrorCode.BankStepNotAllowed,
      error.message,
    );
  }
  app.worker.kick();
}
