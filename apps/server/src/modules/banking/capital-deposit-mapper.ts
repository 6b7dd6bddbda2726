import { create } from '@bufbuild/protobuf';
import {
  BankWebhookEventSchema,
  CapitalDepositCaseSchema,
  CapitalDepositStatus,
  ShareholderDocumentStatus,
  ShareholderStatus,
  VerificationStatus,
  type BankWebhookEvent,
  type CapitalDepositCase,
} from '@foundly/proto';
import { toEpochSeconds } from '../../rpc/timestamps.js';
import type {
  BankWebhookEventRow,
  CapitalDepositRow,
  ShareholderRow,
} from './banking.repository.js';

function toEnum<E extends Record<string, string | number>>(
  values: E,
  name: string | null,
): E[keyof E] {
  return (name && name in values ? values[name as keyof E] : 0) as E[keyof E];
}

/** A deposit and its shareholders as the contract's CapitalDepositCase. */
export function toCapitalDepositMessage(
  deposit: CapitalDepositRow,
  shareholders: readonly ShareholderRow[],
): CapitalDepositCase {
  return create(CapitalDepositCaseSchema, {
    id: deposit.id,
    orderId: deposit.orderId,
    status: toEnum(CapitalDepositStatus, deposit.status),
    paidUpAmountCents: BigInt(deposit.paidUpAmountCents),
    currency: deposit.currency,
    certificateDocumentId: deposit.certificateDocumentId ?? '',
    createdAt: toEpochSeconds(deposit.createdAt),
    updatedAt: toEpochSeconds(deposit.updatedAt),
    ...(deposit.legalRepresentativeMembershipId
      ? {
          companyOnboarding: {
            account: {
              legalRepresentativeMembership: { id: deposit.legalRepresentativeMembershipId },
            },
          },
        }
      : {}),
    shareholders: shareholders.map((shareholder) => ({
      id: shareholder.id,
      fullName: `${shareholder.firstName} ${shareholder.lastName}`.trim(),
      amountCents: BigInt(shareholder.amountCents),
      status: toEnum(ShareholderStatus, shareholder.status),
      documents: shareholder.documents.map((document) => ({
        type: document.type,
        status: toEnum(ShareholderDocumentStatus, document.status),
      })),
      ...(shareholder.onboardingUrl ? { onboarding: { url: shareholder.onboardingUrl } } : {}),
      ...(shareholder.iban && shareholder.bic
        ? {
            account: {
              iban: shareholder.iban,
              bic: shareholder.bic,
              holder: shareholder.accountHolder ?? '',
            },
          }
        : {}),
      accountHolder: {
        verificationStatus: toEnum(VerificationStatus, shareholder.verificationStatus),
      },
    })),
  });
}

/** A received webhook as the back-office's history line. */
export function toBankWebhookEventMessage(row: BankWebhookEventRow): BankWebhookEvent {
  return create(BankWebhookEventSchema, {
    id: row.id,
    type: row.type,
    outcome: row.outcome,
    statusAfter: toEnum(CapitalDepositStatus, row.statusAfter),
    receivedAt: toEpochSeconds(row.receivedAt),
  });
}
