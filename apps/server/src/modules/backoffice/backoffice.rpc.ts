import type { ServiceImpl } from '@connectrpc/connect';
import {
  DomainError,
  ErrorCode,
  FEATURE_FLAGS,
  listNextStatuses,
  type DocumentAddress,
} from '@foundly/domain';
import { BackofficeService, CountryCode, LegalForm, SandboxBankEvent } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { isUuid } from '../../rpc/caller.js';
import { toEpochSeconds } from '../../rpc/timestamps.js';
import {
  getCapitalDepositFile,
  runSandboxBankStep,
  toBankWebhookEventMessage,
  toCapitalDepositMessage,
  type SandboxBankStep,
} from '../banking/index.js';
import { getCurrentCertificate, toCertificateSummaryMessage } from '../certificates/index.js';
import {
  downloadFileDocument,
  listFileDocuments,
  recordCompanyRegistration,
} from '../commercial-documents/index.js';
import { toCustomerMessage } from '../customers/index.js';
import { toDocumentMessage } from '../documents/index.js';
import { toSignatureRequestMessage } from '../esignature/index.js';
import { listFeatureFlags, setFeatureFlag } from '../feature-flags/index.js';
import {
  computeOrderProgress,
  toOptionalProgressMessage,
  toOrderMessage,
  toQuestionnaireMessage,
} from '../questionnaire/index.js';
import {
  toDomainWaitingOn,
  toNoteMessage,
  toOrderSummaryMessage,
  toOutboxEmailMessage,
  toStatus,
  toStatusChangeMessage,
  toWaitingOnMessage,
} from './backoffice-mapper.js';
import { listOutbox, recordOperatorAction } from './backoffice.repository.js';
import { requireOperator } from './require-operator.js';
import { addOrderNote } from './use-cases/add-order-note.js';
import { changeOrderStatus } from './use-cases/change-order-status.js';
import { getDocumentUrl } from './use-cases/get-document-url.js';
import { getOrderFile } from './use-cases/get-order-file.js';
import { listOrders } from './use-cases/list-orders.js';
import { readDocument } from './use-cases/read-document.js';
import { resendSignatureRequestOfOrder } from './use-cases/resend-signature-request.js';

/** The sandbox's steps as the contract names them, both ways. */
const SANDBOX_STEPS: [SandboxBankEvent, SandboxBankStep][] = [
  [SandboxBankEvent.CERTIFICATE_ISSUED, 'certificate_issued'],
  [SandboxBankEvent.REGISTER_EXTRACT_RECEIVED, 'register_extract_received'],
  [SandboxBankEvent.FUNDS_RELEASED, 'funds_released'],
];

const toRegistrationMessage = (registration: {
  registrationNumber: string;
  vatNumber: string;
  register: string;
  shareCapital: bigint;
  registeredOffice: DocumentAddress | null;
}) => ({
  registrationNumber: registration.registrationNumber,
  vatNumber: registration.vatNumber,
  register: registration.register,
  shareCapital: registration.shareCapital,
  ...(registration.registeredOffice ? { registeredOffice: registration.registeredOffice } : {}),
});

/** The formation team's back-office: every method requires the operator role. */
export function createBackofficeService(app: AppContext): ServiceImpl<typeof BackofficeService> {
  return {
    async getOperator(_request, ctx) {
      const operator = await requireOperator(app, ctx);
      return {
        operator: { userId: operator.userId, name: operator.name, email: operator.email },
      };
    },
    async listOrders(request, ctx) {
      await requireOperator(app, ctx);
      const page = await listOrders(app, {
        countryCode: request.countryCode,
        status: request.status,
        legalForm: request.legalForm,
        waitingOn: toDomainWaitingOn(request.waitingOn),
        waitingOnBank: request.waitingOnBank,
        query: request.query,
        pageSize: request.pageSize,
        pageToken: request.pageToken,
      });
      return {
        orders: page.rows.map((row) => toOrderSummaryMessage(row.order, row.customer)),
        nextPageToken: page.nextPageToken,
        total: page.total,
      };
    },
    async getOrderFile(request, ctx) {
      await requireOperator(app, ctx);
      const file = await getOrderFile(app, request.orderId);
      const certificate = getCurrentCertificate(file.order);
      return {
        order: toOrderMessage(file.order, file.documents),
        customer: toCustomerMessage(file.customer),
        questionnaire: toQuestionnaireMessage(file.order),
        progress: toOptionalProgressMessage(computeOrderProgress(file.order)),
        documents: file.documents.map(toDocumentMessage),
        statusChanges: file.changes.map((change) => toStatusChangeMessage(change, file.names)),
        nextStatuses: listNextStatuses(
          {
            country: CountryCode[file.order.countryCode],
            legalForm: LegalForm[file.order.legalForm],
            status: toStatus(file.order.status),
          },
          'operator',
        ),
        notes: file.notes.map(toNoteMessage),
        signatureRequests: file.signatureRequests.map(toSignatureRequestMessage),
        waitingOn: toWaitingOnMessage(file.order.status),
        certificate: certificate ? toCertificateSummaryMessage(certificate) : undefined,
      };
    },
    async changeOrderStatus(request, ctx) {
      const operator = await requireOperator(app, ctx);
      const { order, change } = await changeOrderStatus(app, operator, {
        orderId: request.orderId,
        expectedStatus: request.expectedStatus,
        status: request.status,
        reason: request.reason,
        companyNumber: request.companyNumber,
      });
      const names = new Map([[operator.userId, operator.name || operator.email]]);
      return { order: toOrderMessage(order), change: toStatusChangeMessage(change, names) };
    },
    async addOrderNote(request, ctx) {
      const operator = await requireOperator(app, ctx);
      const note = await addOrderNote(app, operator, {
        orderId: request.orderId,
        body: request.body,
      });
      return { note: toNoteMessage(note) };
    },
    async getDocumentUrl(request, ctx) {
      const operator = await requireOperator(app, ctx);
      const { url, expiresAt } = await getDocumentUrl(app, operator, {
        documentId: request.documentId,
        inline: request.inline,
      });
      return { url, expiresAt: toEpochSeconds(expiresAt) };
    },
    async readDocument(request, ctx) {
      const operator = await requireOperator(app, ctx);
      return readDocument(app, operator, request.documentId, ctx.signal);
    },
    async resendSignatureRequest(request, ctx) {
      const operator = await requireOperator(app, ctx);
      const row = await resendSignatureRequestOfOrder(app, operator, request.orderId);
      return { request: toSignatureRequestMessage(row) };
    },
    async listFeatureFlags(_request, ctx) {
      await requireOperator(app, ctx);
      const flags = await listFeatureFlags(app.db);
      return { featureFlags: flags.map(({ name, enabled }) => ({ name, enabled })) };
    },
    async setFeatureFlag(request, ctx) {
      const operator = await requireOperator(app, ctx);
      if (!(FEATURE_FLAGS as readonly string[]).includes(request.name)) {
        throw new DomainError(ErrorCode.InvalidArgument, 'Unknown feature flag', [
          { field: 'name', message: 'errors.field.invalid' },
        ]);
      }
      await app.db.transaction(async (tx) => {
        await setFeatureFlag(tx, request.name, request.enabled);
        await recordOperatorAction(tx, {
          operatorUserId: operator.userId,
          action: 'set_feature_flag',
          target: request.name,
          details: { enabled: String(request.enabled) },
        });
      });
      return { featureFlag: { name: request.name, enabled: request.enabled } };
    },
    async getCapitalDepositFile(request, ctx) {
      await requireOperator(app, ctx);
      const file = await getCapitalDepositFile(app, request.orderId);
      return {
        provider: app.banking.name,
        ...(file.deposit
          ? {
              capitalDeposit: toCapitalDepositMessage(file.deposit, file.shareholders),
              openingError: file.deposit.lastError ?? '',
            }
          : {}),
        events: file.events.map(toBankWebhookEventMessage),
        nextSandboxEvents: SANDBOX_STEPS.filter(([, step]) => file.nextSteps.includes(step)).map(
          ([event]) => event,
        ),
      };
    },
    async simulateBankEvent(request, ctx) {
      const operator = await requireOperator(app, ctx);
      await runSandboxBankStep(app, operator, {
        orderId: request.orderId,
        step: SANDBOX_STEPS.find(([event]) => event === request.event)?.[1],
      });
      return {};
    },
    async listFileCommercialDocuments(request, ctx) {
      await requireOperator(app, ctx);
      const { documents, registration } = await listFileDocuments(app, request.orderId);
      return {
        documents,
        ...(registration ? { registration: toRegistrationMessage(registration) } : {}),
      };
    },
    async downloadFileCommercialDocument(request, ctx) {
      const operator = await requireOperator(app, ctx);
      return downloadFileDocument(app, operator, request.documentId);
    },
    async recordCompanyRegistration(request, ctx) {
      const operator = await requireOperator(app, ctx);
      const saved = await recordCompanyRegistration(app, operator, {
        orderId: request.orderId,
        registration: request.registration,
      });
      return { registration: toRegistrationMessage(saved) };
    },
    async listOutboxEmails(request, ctx) {
      await requireOperator(app, ctx);
      if (request.orderId && !isUuid(request.orderId)) {
        throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
          { field: 'order_id', message: 'errors.field.invalid' },
        ]);
      }
      const rows = await listOutbox(app.db, {
        to: request.to.trim() || undefined,
        status: request.status || undefined,
        orderId: request.orderId || undefined,
      });
      return { emails: rows.map(toOutboxEmailMessage) };
    },
  };
}
