import type { AppContext } from '../../../app-context.js';
import { writeDocumentFile, type WrittenDocumentFile } from '../../documents/index.js';
import type { BankWebhookEvent } from '../adapters/banking-provider.js';
import {
  findDepositByCaseId,
  findOrderCompanyName,
  insertBankEvent,
  isBankEventRecorded,
  lockDeposit,
  updateBankEvent,
} from '../banking.repository.js';
import { applyBankCase } from './apply-bank-case.js';

export type BankEventResult = 'applied' | 'unchanged' | 'duplicate' | 'unknown_deposit';

/**
 * Applies a verified bank event exactly once. The event only names the case:
 * the case is read from the bank, so events delivered late or out of order
 * bring the deposit to the bank's current state, never back to an old one.
 * The event id is recorded (ON CONFLICT DO NOTHING) in the transaction that
 * applies it, so a redelivery, even concurrent, changes nothing. The
 * certificate is downloaded and written before the transaction (no bank call
 * holds a lock); a delivery that does not use it deletes its copy. A case we
 * do not know is acknowledged, recorded and logged.
 */
export async function applyBankEvent(
  app: AppContext,
  event: BankWebhookEvent,
): Promise<BankEventResult> {
  if (await isBankEventRecorded(app.db, event.eventId)) return 'duplicate';
  const base = {
    id: event.eventId,
    provider: app.banking.name,
    type: event.type,
    providerCaseId: event.caseId,
  };
  const deposit = await findDepositByCaseId(app.db, event.caseId);
  if (!deposit) {
    const recorded = await insertBankEvent(app.db, {
      ...base,
      depositId: null,
      outcome: 'unknown_deposit',
      receivedAt: app.clock.now(),
    });
    app.logger.warn(
      { eventId: event.eventId, caseId: event.caseId, type: event.type },
      'Bank webhook for an unknown capital deposit',
    );
    return recorded ? 'unknown_deposit' : 'duplicate';
  }
  const bankCase = await app.banking.getCapitalDeposit(event.caseId);
  let file: WrittenDocumentFile | undefined;
  if (bankCase.hasCertificate && !deposit.certificateDocumentId) {
    const company = await findOrderCompanyName(app.db, deposit.orderId);
    file = await writeDocumentFile(app, {
      orderId: deposit.orderId,
      type: 'capital_share_deposit_certificate',
      fileName: `Certificat de dépôt des fonds${company ? ` - ${company}` : ''}.pdf`,
      bytes: await app.banking.downloadCertificate(event.caseId),
      actorUserId: null,
    });
  }
  let used = false;
  try {
    return await app.db.transaction(async (tx) => {
      // The deposit is locked before the event row is written: the row's foreign key takes a
      // share lock on the deposit, which, taken first, would deadlock with another delivery
      // waiting to lock it for update.
      const locked = await lockDeposit(tx, deposit.id);
      if (!locked) return 'unchanged';
      const recorded = await insertBankEvent(tx, {
        ...base,
        depositId: deposit.id,
        outcome: 'unchanged',
        receivedAt: app.clock.now(),
      });
      if (!recorded) return 'duplicate';
      const applied = await applyBankCase(tx, app, locked, bankCase, file);
      used = applied.usedCertificate;
      const outcome = applied.changed ? 'applied' : 'unchanged';
      await updateBankEvent(tx, event.eventId, { outcome, statusAfter: applied.deposit.status });
      return outcome;
    });
  } finally {
    if (file && !used) await Promise.allSettled([app.storage.delete(file.storageKey)]);
  }
}
