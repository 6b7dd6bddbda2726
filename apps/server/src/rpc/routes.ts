import type { ConnectRouter } from '@connectrpc/connect';
import {
  AccountService,
  BackofficeService,
  BillingService,
  CustomerService,
  DocumentService,
  FeatureFlagService,
  OcrService,
  OrderService,
  ReferenceDataService,
  SignatureService,
} from '@foundly/proto';
import type { AppContext } from '../app-context.js';
import { createAccountService } from '../modules/accounts/index.js';
import { createBackofficeService } from '../modules/backoffice/index.js';
import { createSignatureService } from '../modules/esignature/index.js';
import { createBillingService } from '../modules/payments/index.js';
import { createCustomerService } from '../modules/customers/index.js';
import { createDocumentService } from '../modules/documents/index.js';
import { createFeatureFlagService } from '../modules/feature-flags/index.js';
import { createOcrService } from '../modules/ocr/index.js';
import { createOrderService } from '../modules/orders/index.js';
import { createReferenceDataService } from '../modules/reference/index.js';

/** Every Connect service of the product, package formation.v1. */
export function registerRpcRoutes(router: ConnectRouter, app: AppContext) {
  router.service(AccountService, createAccountService(app));
  router.service(CustomerService, createCustomerService(app));
  router.service(OrderService, createOrderService(app));
  router.service(FeatureFlagService, createFeatureFlagService(app));
  router.service(DocumentService, createDocumentService(app));
  router.service(BillingService, createBillingService(app));
  router.service(ReferenceDataService, createReferenceDataService(app));
  router.service(OcrService, createOcrService(app));
  router.service(SignatureService, createSignatureService(app));
  router.service(BackofficeService, createBackofficeService(app));
}
