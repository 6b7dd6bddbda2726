import type { DescMethod, DescService, MessageShape } from '@bufbuild/protobuf';
import {
  createRouterTransport,
  type Interceptor,
  type ServiceImpl,
  type Transport,
} from '@connectrpc/connect';
import {
  AccountService,
  BillingService,
  CapitalDepositService,
  CommercialDocumentService,
  CompanyAccountService,
  CustomerService,
  DocumentService,
  ExpenseService,
  FeatureFlagService,
  OcrService,
  OrderService,
  ReferenceDataService,
  SignatureService,
  SubscriptionService,
  SupportChatService,
  TaxQuarterService,
} from '@foundly/proto';

/** The services the web app calls, by the name a test gives them. */
const SERVICES = {
  account: AccountService,
  billing: BillingService,
  capitalDeposit: CapitalDepositService,
  commercialDocument: CommercialDocumentService,
  companyAccount: CompanyAccountService,
  customer: CustomerService,
  document: DocumentService,
  expense: ExpenseService,
  featureFlag: FeatureFlagService,
  ocr: OcrService,
  order: OrderService,
  referenceData: ReferenceDataService,
  signature: SignatureService,
  subscription: SubscriptionService,
  supportChat: SupportChatService,
  taxQuarter: TaxQuarterService,
};

/** What a test's server answers: for each service, only the methods the test needs. */
export type InMemoryServer = {
  [Name in keyof typeof SERVICES]?: Partial<ServiceImpl<(typeof SERVICES)[Name]>>;
};

export interface InMemoryTransport {
  transport: Transport;
  /** The requests `method` has received, oldest first: the same array, growing as calls come. */
  requestsOf<M extends DescMethod>(method: M): MessageShape<M['input']>[];
}

const keyOf = (method: DescMethod) => `${method.parent.typeName}/${method.name}`;

/**
 * A Connect transport answered in memory by the given methods, through the same
 * serialisation as over HTTP; any other call is answered `unimplemented`, as by a
 * server without that method. Every request is recorded, answered or not.
 */
export function createInMemoryTransport(server: InMemoryServer): InMemoryTransport {
  const received = new Map<string, unknown[]>();
  const requestsTo = (method: DescMethod) => {
    const requests = received.get(keyOf(method)) ?? [];
    received.set(keyOf(method), requests);
    return requests;
  };
  const record: Interceptor = (next) => (request) => {
    if (!request.stream) requestsTo(request.method).push(request.message);
    return next(request);
  };
  const transport = createRouterTransport(
    (router) => {
      for (const name of Object.keys(server) as (keyof InMemoryServer)[]) {
        router.service<DescService>(
          SERVICES[name],
          server[name] as Partial<ServiceImpl<DescService>>,
        );
      }
    },
    { router: { interceptors: [record] } },
  );
  return {
    transport,
    requestsOf: <M extends DescMethod>(method: M) =>
      requestsTo(method) as MessageShape<M['input']>[],
  };
}
