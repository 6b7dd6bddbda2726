import { canMoveCapitalDeposit, canTransition, getCapitalDepositStatus } from '@foundly/domain';
import {
  CapitalDepositStatus,
  CountryCode,
  LegalForm,
  OrderStatus,
  ShareholderStatus,
  VerificationStatus,
} from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import type { OrderStatusName } from '../../../db/schema/index.js';
import { recordAttachedDocument, type WrittenDocumentFile } from '../../documents/index.js';
import { findOrderRecipient, queueEmail } from '../../notifications/index.js';
import { lockOrder, moveOrderStatus } from '../../order-records/index.js';
import type { BankCapitalDepositCase } from '../adapters/banking-provider.js';
import {
  toDocumentStatusName,
  toDocumentTypeName,
  toShareholderStatus,
  toVerificationStatus,
} from '../bank-enums.js';
import {
  listShareholders,
  updateDeposit,
  updateShareholder,
  type CapitalDepositRow,
  type ShareholderRow,
} from '../banking.repository.js';

export interface AppliedBankCase {
  deposit: CapitalDepositRow;
  /** Whether anything of the deposit changed (status, a shareholder, the certificate). */
  changed: boolean;
  /** Whether the certificate file given was recorded as a document of the order. */
  usedCertificate: boolean;
}

type StatusName = keyof typeof CapitalDepositStatus;

/** Brings the shareholders up to the bank's report; says whether any changed. */
async function applyShareholders(
  tx: Transaction,
  shareholders: ShareholderRow[],
  bankCase: BankCapitalDepositCase,
): Promise<boolean> {
  let changed = false;
  for (const row of shareholders) {
    const reported = bankCase.shareholders.find((candidate) => candidate.position === row.position);
    if (!reported) continue;
    const next = {
      providerShareholderId: reported.id,
      status: ShareholderStatus[toShareholderStatus(reported.status)],
      verificationStatus: VerificationStatus[toVerificationStatus(reported.verificationStatus)],
      onboardingUrl: reported.onboardingUrl ?? null,
      iban: reported.account?.iban ?? null,
      bic: reported.account?.bic ?? null,
      accountHolder: reported.account?.holder ?? null,
      documents: reported.documents.map((document) => ({
        type: toDocumentTypeName(document.type),
        status: toDocumentStatusName(document.status),
      })),
    };
    const differs = (Object.keys(next) as (keyof typeof next)[]).some(
      (key) => JSON.stringify(next[key]) !== JSON.stringify(row[key]),
    );
    if (!differs) continue;
    await updateShareholder(tx, row.id, next);
    Object.assign(row, next);
    changed = true;
  }
  return changed;
}

/** Moves the order by the bank's lifecycle transition, if it stands where that transition starts. */
export async function moveOrderByBank(
  tx: Transaction,
  app: AppContext,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  reason: string,
) {
  const order = await lockOrder(tx, orderId);
  if (!order || order.status !== OrderStatus[from]) return;
  const lifecycle = {
    country: CountryCode[order.countryCode],
    legalForm: LegalForm[order.legalForm],
    status: from,
  };
  if (!canTransition(lifecycle, to, 'bank')) return;
  await moveOrderStatus(tx, app, {
    orderId,
    from: order.status,
    to: OrderStatus[to] as OrderStatusName,
    actor: 'bank',
    reason,
  });
}

/** The e-mails a founder acts on: verify their identity, then send their transfer; once each. */
async function queueShareholderEmails(
  tx: Transaction,
  app: AppContext,
  deposit: CapitalDepositRow,
  shareholders: ShareholderRow[],
) {
  const print = { printLinks: !app.config.isProduction };
  for (const shareholder of shareholders) {
    if (!shareholder.onboardingUrl) continue;
    if (
      deposit.status === 'AWAITING_OWNER_ID' &&
      (shareholder.verificationStatus === 'NOT_STARTED' ||
        shareholder.verificationStatus === 'WAITING_FOR_INFORMATION')
    ) {
      await queueEmail(tx, app.logger, print, {
        template: 'capital-deposit-identity',
        to: shareholder.email,
        locale: shareholder.locale,
        link: shareholder.onboardingUrl,
        orderId: deposit.orderId,
        dedupeKey: `capital-deposit-identity:${shareholder.id}`,
      });
    }
    if (
      shareholder.verificationStatus === 'VERIFIED' &&
      shareholder.status === 'WAITING_FOR_TRANSFER' &&
      shareholder.iban &&
      shareholder.bic
    ) {
      await queueEmail(tx, app.logger, print, {
        template: 'capital-deposit-transfer',
        to: shareholder.email,
        locale: shareholder.locale,
        link: shareholder.onboardingUrl,
        transfer: {
          amountCents: shareholder.amountCents,
          currency: deposit.currency,
          iban: shareholder.iban,
          bic: shareholder.bic,
          holder: shareholder.accountHolder ?? `${shareholder.firstName} ${shareholder.lastName}`,
        },
        orderId: deposit.orderId,
        dedupeKey: `capital-deposit-transfer:${shareholder.id}`,
      });
    }
  }
}

/** Records the funds certificate as the order's document, tells the founder, and lets the publication start. */
async function recordCertificate(
  tx: Transaction,
  app: AppContext,
  deposit: CapitalDepositRow,
  file: WrittenDocumentFile,
) {
  await recordAttachedDocument(tx, app, { ...file, createdAt: app.clock.now() });
  const recipient = await findOrderRecipient(tx, deposit.orderId);
  if (recipient) {
    await queueEmail(
      tx,
      app.logger,
      { printLinks: !app.config.isProduction },
      {
        template: 'capital-deposit-certificate',
        to: recipient.email,
        locale: recipient.locale,
        link: `${app.config.baseUrl}/${recipient.prefix}/${recipient.locale}/documents`,
        orderId: deposit.orderId,
        dedupeKey: `capital-deposit-certificate:${deposit.id}`,
      },
    );
  }
  await moveOrderByBank(
    tx,
    app,
    deposit.orderId,
    OrderStatus.AWAITING_CD,
    OrderStatus.PROCESSING_PUBLICATION,
    `capital deposit ${deposit.id}: funds certificate received`,
  );
}

/**
 * Brings a deposit, locked by the caller, up to what the bank reports, in the
 * caller's transaction. A report older than the last one applied, or one that
 * would move the deposit back past the notary, changes nothing. The effects
 * follow the state reached, each guarded so that it happens once: the
 * founders' e-mails (deduplicated), the certificate (recorded while the
 * deposit has none), the order's moves (compare-and-set on its status).
 */
export async function applyBankCase(
  tx: Transaction,
  app: AppContext,
  locked: CapitalDepositRow,
  bankCase: BankCapitalDepositCase,
  certificate: WrittenDocumentFile | undefined,
): Promise<AppliedBankCase> {
  const unchanged = { deposit: locked, changed: false, usedCertificate: false };
  if (locked.bankUpdatedAt && bankCase.updatedAt < locked.bankUpdatedAt) return unchanged;
  const shareholders = await listShareholders(tx, locked.id);
  const reported = getCapitalDepositStatus(
    bankCase.status,
    bankCase.shareholders.map((shareholder) => ({
      verificationStatus: toVerificationStatus(shareholder.verificationStatus),
      status: toShareholderStatus(shareholder.status),
    })),
  );
  const current = CapitalDepositStatus[locked.status as StatusName];
  if (!canMoveCapitalDeposit(current, reported)) return unchanged;
  const shareholdersChanged = await applyShareholders(tx, shareholders, bankCase);
  const useCertificate = Boolean(
    certificate && bankCase.hasCertificate && !locked.certificateDocumentId,
  );
  const deposit = await updateDeposit(tx, locked.id, {
    status: CapitalDepositStatus[reported],
    bankStatus: bankCase.status,
    providerCaseId: bankCase.id,
    legalRepresentativeMembershipId: bankCase.legalRepresentativeMembershipId ?? null,
    bankUpdatedAt: bankCase.updatedAt,
    updatedAt: app.clock.now(),
    ...(useCertificate ? { certificateDocumentId: certificate!.documentId } : {}),
  });
  await queueShareholderEmails(tx, app, deposit, shareholders);
  if (useCertificate) await recordCertificate(tx, app, deposit, certificate!);
  if (reported === CapitalDepositStatus.COMPLETED) {
    await moveOrderByBank(
      tx,
      app,
      deposit.orderId,
      OrderStatus.AWAITING_FUNDS,
      OrderStatus.COMPLETED,
      `capital deposit ${deposit.id}: funds released to the company`,
    );
  }
  return {
    deposit,
    changed: shareholdersChanged || useCertificate || reported !== current,
    usedCertificate: useCertificate,
  };
}
