import { createContextValues, type ConnectRouter } from '@connectrpc/connect';
import { compressionBrotli, compressionGzip } from '@connectrpc/connect-node';
import {
  AccountService,
  BackofficeService,
  BillingService,
  CompanyAccountService,
  CapitalDepositService,
  CommercialDocumentService,
  ComplianceBackofficeService,
  ComplianceService,
  CustomerService,
  DocumentService,
  ExpenseService,
  FeatureFlagService,
  OcrService,
  OrderService,
  ReferenceDataService,
  SignatureService,
  SupportChatService,
  SubscriptionService,
  SupportInboxService,
  TaxQuarterService,
} from '@foundly/proto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { createAccountService } from '../modules/accounts/index.js';
import { createBackofficeService } from '../modules/backoffice/index.js';
import { createCapitalDepositService } from '../modules/banking/index.js';
import { createCommercialDocumentService } from '../modules/commercial-documents/index.js';
import { createSignatureService } from '../modules/esignature/index.js';
import { createBillingService } from '../modules/payments/index.js';
import { createCompanyAccountService } from '../modules/company-account/index.js';
import {
  createComplianceBackofficeService,
  createComplianceService,
} from '../modules/compliance/index.js';
import { createCustomerService } from '../modules/customers/index.js';
import { createDocumentService } from '../modules/documents/index.js';
import { createExpenseService } from '../modules/expenses/index.js';
import { createSubscriptionService } from '../modules/subscriptions/index.js';
import { createTaxQuarterService } from '../modules/tax-quarters/index.js';
import { createFeatureFlagService } from '../modules/feature-flags/index.js';
import { createOcrService } from '../modules/ocr/index.js';
import { createOrderService } from '../modules/orders/index.js';
import { createReferenceDataService } from '../modules/reference/index.js';
import {
  createSupportChatService,
  createSupportInboxService,
} from '../modules/support-chat/index.js';
import { registerConnectRoutes } from './connect-over-fastify.js';
import { createErrorInterceptor, requestLoggerKey } from './errors.js';
import { hideFrameworkErrors } from './framework-errors.js';
import { createRequestValidationInterceptor } from './validate-request.js';

/** Every Connect service of the product, package formation.v1. */
export function registerRpcRoutes(router: ConnectRouter, app: AppContext) {
  router.service(AccountService, createAccountService(app));
  router.service(CustomerService, createCustomerService(app));
  router.service(OrderService, createOrderService(app));
  router.service(FeatureFlagService, createFeatureFlagService(app));
  router.service(DocumentService, createDocumentService(app));
  router.service(BillingService, createBillingService(app));
  router.service(CompanyAccountService, createCompanyAccountService(app));
  router.service(ReferenceDataService, createReferenceDataService(app));
  router.service(OcrService, createOcrService(app));
  router.service(SignatureService, createSignatureService(app));
  router.service(CapitalDepositService, createCapitalDepositService(app));
  router.service(CommercialDocumentService, createCommercialDocumentService(app));
  router.service(BackofficeService, createBackofficeService(app));
  router.service(ComplianceService, createComplianceService(app));
  router.service(ComplianceBackofficeService, createComplianceBackofficeService(app));
  router.service(SupportChatService, createSupportChatService(app));
  router.service(SupportInboxService, createSupportInboxService(app));
  router.service(ExpenseService, createExpenseService(app));
  router.service(TaxQuarterService, createTaxQuarterService(app));
  router.service(SubscriptionService, createSubscriptionService(app));
}

/**
 * Mounts the services under /rpc, in a scope of their own where Connect reads
 * the bodies itself (connect-over-fastify.ts).
 */
export async function registerRpc(server: FastifyInstance, app: AppContext, readMaxBytes: number) {
  await registerConnectRoutes(server, {
    prefix: '/rpc',
    routes: (router) => {
      registerRpcRoutes(router, app);
      hideFrameworkErrors(router, server.log);
    },
    // Our clients speak the Connect protocol only; gRPC and gRPC-Web would be surface for nothing.
    grpc: false,
    grpcWeb: false,
    // Request bodies may come compressed, and answers of 1 KiB or more go compressed to a client
    // that accepts it.
    acceptCompression: [compressionGzip, compressionBrotli],
    // The limit holds before a body is read in full and after it is decompressed (a gzip bomb
    // stops at it), whatever the session: the library's own default is 4 GiB.
    readMaxBytes,
    // The clients are built from the same contracts: an unknown field or enum name is a mistake
    // or a probe, and would otherwise be dropped silently (a filter left out, say).
    jsonOptions: { ignoreUnknownFields: false },
    interceptors: [createErrorInterceptor(server.log), createRequestValidationInterceptor()],
    contextValues: (request) => createContextValues().set(requestLoggerKey, request.log),
    shutdownTimeoutMs: 10_000,
  });
}
