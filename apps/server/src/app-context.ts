import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth/auth.js';
import type { SessionCache } from './auth/session-cache.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, Transaction } from './db/client.js';
import type { CompanyAccountOnboardingProvider } from './modules/company-account/adapters/company-account-onboarding-provider.js';
import type { FileStorage } from './modules/documents/adapters/file-storage.js';
import type { OcrEngine } from './modules/ocr/ocr-engine.js';
import type { StatusChangeEvent } from './modules/order-records/status-change-event.js';
import type { PaymentProvider } from './modules/payments/adapters/payment-provider.js';
import type { SucceededPayment } from './modules/payments/succeeded-payment.js';
import type { SignatureProvider } from './modules/esignature/adapters/signature-provider.js';
import type { BankingProvider } from './modules/banking/adapters/banking-provider.js';
import type { CommercialDocumentRenderer } from './modules/commercial-documents/renderer.js';
import type { SupportChatHub } from './modules/support-chat/support-chat-hub.js';
import type { BackgroundWorker } from './worker/background-worker.js';
import type { VerifactuSubmitter } from './modules/verifactu/adapters/verifactu-submitter.js';

/** What any module needs: passed in, never imported as a singleton. */
export interface AppContext {
  config: Config;
  db: Database;
  auth: Auth;
  /** Sessions resolved in the last seconds, by credentials (auth/session-cache.ts). */
  sessions: SessionCache;
  logger: FastifyBaseLogger;
  clock: Clock;
  storage: FileStorage;
  payments: PaymentProvider;
  /** Reads uploaded documents (Tesseract unless a test passes another engine). */
  ocr: OcrEngine;
  /** The e-signature partner (the embedded sandbox unless configured). */
  signatures: SignatureProvider;
  /** The bank that opens the business account (the embedded sandbox unless configured). */
  companyAccountOnboarding: CompanyAccountOnboardingProvider;
  /** The banking partner of the capital deposit (the embedded sandbox unless configured). */
  banking: BankingProvider;
  /** Prints quotes, invoices and credit notes (PDF, Factur-X for French invoices). */
  invoiceRenderer: CommercialDocumentRenderer;
  /** Where the Veri*Factu records go (the embedded sandbox unless configured). */
  verifactu: VerifactuSubmitter;
  /** Run in the transaction of every order status change (e-mails, signature requests, capital deposits). */
  statusListeners: readonly StatusListener[];
  /**
   * What a paid checkout that is not the order's own does (the business
   * account's subscription), by purpose: run in the webhook's transaction.
   */
  paymentListeners: Readonly<Partial<Record<SucceededPayment['purpose'], PaymentListener>>>;
  /** Live delivery of the built-in support chat's messages to the founders' open streams. */
  supportChat: SupportChatHub;
  /** Delivers e-mails and signature requests in the background. */
  worker: BackgroundWorker;
}

/**
 * Runs inside the transaction that changed the status, so that what it
 * queues (an e-mail, a signature request) exists if and only if the change does.
 */
export type StatusListener = (
  tx: Transaction,
  app: AppContext,
  event: StatusChangeEvent,
) => Promise<void>;

/**
 * Runs inside the transaction of a checkout's first success. Says whether it
 * took the payment; one it did not take (already paid through another
 * checkout, say) is refunded.
 */
export type PaymentListener = (
  tx: Transaction,
  app: AppContext,
  payment: SucceededPayment,
) => Promise<boolean>;
