import { getFounderDepositCents, hasCapitalDeposit } from '@foundly/domain';
import { LegalForm, OrderStatus } from '@foundly/proto';
import type { AppContext, StatusListener } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import { findOrderRecipient } from '../../notifications/index.js';
import type { OrderRow } from '../../order-records/index.js';
import { findDepositOfOrder, insertDeposit } from '../banking.repository.js';
import { moveOrderByBank } from './apply-bank-case.js';

interface FounderAnswers {
  personalInformation?: { fullName?: { first?: string; last?: string } };
  capitalDeposit?: { paidUpCapital?: number };
}

/** The founder's first and last name: as answered, else split from the account's name. */
function getFounderName(answers: FounderAnswers, fallback: string) {
  const first = answers.personalInformation?.fullName?.first?.trim();
  const last = answers.personalInformation?.fullName?.last?.trim();
  if (first && last) return { firstName: first, lastName: last };
  const [head = '', ...rest] = fallback.trim().split(/\s+/);
  return { firstName: head, lastName: rest.join(' ') };
}

/**
 * Writes the deposit of an order of a company with share capital (ONBOARDING,
 * due at once) in the caller's transaction; the opening task opens it at the
 * bank. One founder per order today, who deposits the whole paid-up capital
 * of the questionnaire. An order that has a deposit keeps it (the order id is
 * unique): nothing is written.
 */
export async function createCapitalDeposit(tx: Transaction, app: AppContext, order: OrderRow) {
  if (!hasCapitalDeposit(LegalForm[order.legalForm])) return;
  const recipient = await findOrderRecipient(tx, order.id);
  if (!recipient) throw new Error(`Order ${order.id} has no founder to deposit capital`);
  const answers = order.questionnaire as FounderAnswers;
  const [amountCents = 0] = getFounderDepositCents(answers.capitalDeposit?.paidUpCapital, 1);
  const now = app.clock.now();
  const depositId = crypto.randomUUID();
  await insertDeposit(
    tx,
    {
      id: depositId,
      orderId: order.id,
      provider: app.banking.name,
      status: 'ONBOARDING',
      paidUpAmountCents: amountCents,
      currency: 'EUR',
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    },
    [
      {
        id: crypto.randomUUID(),
        depositId,
        position: 0,
        ...getFounderName(answers, recipient.name),
        email: recipient.email,
        locale: recipient.locale,
        amountCents,
        status: 'WAITING_FOR_TRANSFER',
        verificationStatus: 'NOT_STARTED',
      },
    ],
  );
}

/**
 * Status listener: an order entering AWAITING_CD gets its deposit, written
 * with the status change so that it exists exactly when the change does. An
 * order entering AWAITING_FUNDS whose capital the bank has already released
 * (the Kbis reached the bank before the team moved the file) is complete.
 */
export const followDepositOnStatusChange: StatusListener = async (tx, app, { order, change }) => {
  if (change.toStatus === 'AWAITING_CD') await createCapitalDeposit(tx, app, order);
  if (change.toStatus === 'AWAITING_FUNDS') {
    const deposit = await findDepositOfOrder(tx, order.id);
    if (deposit?.status !== 'COMPLETED') return;
    await moveOrderByBank(
      tx,
      app,
      order.id,
      OrderStatus.AWAITING_FUNDS,
      OrderStatus.COMPLETED,
      `capital deposit ${deposit.id}: funds already released to the company`,
    );
  }
};
