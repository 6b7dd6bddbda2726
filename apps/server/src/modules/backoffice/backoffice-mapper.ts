import { create } from '@bufbuild/protobuf';
import { getWaitingOn, type WaitingOn as DomainWaitingOn } from '@foundly/domain';
import {
  CountryCode,
  LegalForm,
  OrderNoteSchema,
  OrderStatus,
  OrderSummarySchema,
  OutboxEmailSchema,
  StatusActor,
  StatusChangeSchema,
  WaitingOn,
  type OrderNote,
  type OrderSummary,
  type OutboxEmail,
  type StatusChange,
} from '@foundly/proto';
import type { emailOutbox, orderNotes, OrderStatusName } from '../../db/schema/index.js';
import { toEpochSeconds } from '../../rpc/timestamps.js';
import type { CustomerRow } from '../customers/index.js';
import type { OrderRow, StatusChangeRow } from '../order-records/index.js';

const WAITING_ON: Record<DomainWaitingOn, WaitingOn> = {
  founder: WaitingOn.FOUNDER,
  team: WaitingOn.TEAM,
  third_party: WaitingOn.THIRD_PARTY,
  nobody: WaitingOn.NOBODY,
};

const ACTORS: Record<string, StatusActor> = {
  payment: StatusActor.PAYMENT,
  founder: StatusActor.FOUNDER,
  signature: StatusActor.SIGNATURE,
  operator: StatusActor.OPERATOR,
  system: StatusActor.SYSTEM,
  bank: StatusActor.BANK,
};

export function toStatus(name: OrderStatusName): OrderStatus {
  return OrderStatus[name] ?? OrderStatus.UNSPECIFIED;
}

export function toWaitingOnMessage(status: OrderStatusName): WaitingOn {
  return WAITING_ON[getWaitingOn(toStatus(status))];
}

/** The proto's WaitingOn as the domain's, undefined for unspecified (no filter). */
export function toDomainWaitingOn(value: WaitingOn): DomainWaitingOn | undefined {
  return (Object.keys(WAITING_ON) as DomainWaitingOn[]).find((key) => WAITING_ON[key] === value);
}

export function toOrderSummaryMessage(order: OrderRow, customer: CustomerRow): OrderSummary {
  return create(OrderSummarySchema, {
    id: order.id,
    countryCode: CountryCode[order.countryCode],
    legalForm: LegalForm[order.legalForm],
    status: toStatus(order.status),
    waitingOn: toWaitingOnMessage(order.status),
    companyName: order.companyName,
    customerName: customer.name,
    customerEmail: customer.email,
    createdAt: toEpochSeconds(order.createdAt),
    updatedAt: toEpochSeconds(order.updatedAt),
  });
}

export function toStatusChangeMessage(
  row: StatusChangeRow,
  names: ReadonlyMap<string, string>,
): StatusChange {
  return create(StatusChangeSchema, {
    id: row.id,
    fromStatus: toStatus(row.fromStatus),
    toStatus: toStatus(row.toStatus),
    actor: ACTORS[row.actor] ?? StatusActor.UNSPECIFIED,
    actorName: row.actorUserId ? (names.get(row.actorUserId) ?? '') : '',
    reason: row.reason,
    createdAt: toEpochSeconds(row.createdAt),
  });
}

export function toNoteMessage(row: typeof orderNotes.$inferSelect): OrderNote {
  return create(OrderNoteSchema, {
    id: row.id,
    authorName: row.authorName,
    body: row.body,
    createdAt: toEpochSeconds(row.createdAt),
  });
}

export function toOutboxEmailMessage(row: typeof emailOutbox.$inferSelect): OutboxEmail {
  return create(OutboxEmailSchema, {
    id: row.id,
    to: row.to,
    template: row.template,
    locale: row.locale,
    subject: row.subject,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError ?? '',
    createdAt: toEpochSeconds(row.createdAt),
    sentAt: row.sentAt ? toEpochSeconds(row.sentAt) : 0n,
    nextAttemptAt: toEpochSeconds(row.nextAttemptAt),
    orderId: row.orderId ?? '',
  });
}
