import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppContext } from './app-context.js';
import { systemClock, type Clock } from './clock.js';
import { createAuth } from './auth/auth.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { SessionCache } from './auth/session-cache.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerJsonBodyParser } from './http/json-body.js';
import {
  createContentSecurityPolicy,
  readInlineScriptHashes,
  registerSecurityHeaders,
} from './http/security-headers.js';
import { createLoggerOptions } from './logger.js';
import { registerRpc } from './rpc/routes.js';
import { ensureFeatureFlags } from './modules/feature-flags/index.js';
import { registerHealthRoute } from './modules/health/index.js';
import {
  registerDevAccountFeaturesRoute,
  registerDevRegistrationRoute,
  registerDevSeedRoutes,
  registerDevStatusRoute,
} from './modules/dev-seed/index.js';
import {
  createEmailDeliveryTask,
  queueEmail,
  queueStatusChangeEmail,
  registerDevOutboxRoute,
} from './modules/notifications/index.js';
import {
  createSignatureDispatchTask,
  createSignatureProvider,
  registerSignatureRoutes,
  requestSignatureOnStatusChange,
  type SignatureProvider,
} from './modules/esignature/index.js';
import { registerBackofficeRoutes } from './modules/backoffice/index.js';
import {
  BANK_WEBHOOK_PATH,
  createBankingProvider,
  createCapitalDepositOpeningTask,
  createSandboxWebhookDeliveryTask,
  followDepositOnStatusChange,
  registerBankingRoutes,
  SandboxBankingProvider,
  type BankingProvider,
} from './modules/banking/index.js';
import { createPdfRenderer } from './modules/commercial-documents/index.js';
import { BackgroundWorker } from './worker/background-worker.js';
import { registerPublicConfigRoute } from './modules/public-config/index.js';
import { registerOrderRoutes } from './modules/orders/index.js';
import {
  createComplianceReminderTask,
  registerComplianceRoutes,
} from './modules/compliance/index.js';
import {
  createOnboardingProvider,
  createOpenBankOnboardingsTask,
  registerCompanyAccountRoutes,
  SandboxOnboardingProvider,
  startCompanyAccount,
  type CompanyAccountOnboardingProvider,
} from './modules/company-account/index.js';
import {
  createPaymentProvider,
  createPaymentRefundTask,
  registerPaymentRoutes,
  type PaymentProvider,
} from './modules/payments/index.js';
import { createTesseractEngine, type OcrEngine } from './modules/ocr/index.js';
import {
  createUnreadReplyEmailTask,
  registerSupportChatRoutes,
  SupportChatHub,
} from './modules/support-chat/index.js';
import { getOpsDistDir, registerWebApp } from './web-static.js';
import {
  createVerifactuSubmissionTask,
  createVerifactuSubmitter,
  type VerifactuSubmitter,
} from './modules/verifactu/index.js';
import { createCustomerPageSender, type WebPagesSource } from './modules/web-pages/index.js';
import {
  createFileStorage,
  registerStorageRoutes,
  type FileStorage,
} from './modules/documents/index.js';

/** How often an instance looks for support messages written by another one, while a founder listens. */
const SUPPORT_CHAT_POLL_MS = 1_000;

/** The largest request body a server accepts, on the RPCs (after decompression) as on REST routes. */
const REQUEST_BODY_MAX_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /** The customer pages' renderer and page instead of the builds (tests render the sources). */
  webPages?: WebPagesSource;
  /** Extra origins trusted by the auth routes (the Vite dev server). */
  trustedOrigins?: string[];
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Document storage; by default the one the configuration names. */
  storage?: FileStorage;
  /** Card payment provider; by default the one the configuration names. */
  payments?: PaymentProvider;
  /** OCR engine; by default Tesseract, started on first use and stopped when the app closes. */
  ocr?: OcrEngine;
  /** E-signature partner; by default the one the configuration names. */
  signatures?: SignatureProvider;
  /** The bank of the business account; by default the one the configuration names. */
  companyAccountOnboarding?: CompanyAccountOnboardingProvider;
  /** Banking partner; by default the one the configuration names. */
  banking?: BankingProvider;
  /** The AEAT's Veri*Factu service; by default the one the configuration names. */
  verifactu?: VerifactuSubmitter;
}

export interface BuiltApp {
  server: FastifyInstance;
  context: AppContext;
}

/** Composes config -> database -> providers -> modules -> routes. Migrations run before it. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config, database } = options;
  const server = Fastify({
    logger: createLoggerOptions(config, options.logStream),
    genReqId: (request) => {
      const header = request.headers['x-request-id'];
      return typeof header === 'string' && /^[\w-]{1,64}$/.test(header)
        ? header
        : crypto.randomUUID();
    },
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: (request: { url?: string }) =>
        config.env === 'test' || request.url === '/healthz',
    }),
    bodyLimit: REQUEST_BODY_MAX_BYTES,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  server.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(server);
  registerJsonBodyParser(server);
  const contentSecurityPolicy = createContentSecurityPolicy(
    config,
    readInlineScriptHashes(
      [config.webDistDir, getOpsDistDir(config.webDistDir)].map((dir) =>
        path.join(dir, 'index.html'),
      ),
    ),
  );
  await registerSecurityHeaders(server, config, contentSecurityPolicy);

  const clock = options.clock ?? systemClock;
  const ocr =
    options.ocr ??
    createTesseractEngine({ dataDir: path.join(config.dataDir, 'ocr'), logger: server.log });
  if (!options.ocr) server.addHook('onClose', async () => ocr.close?.());
  const storage = options.storage ?? createFileStorage(config, clock);
  const context: Omit<AppContext, 'worker'> & { worker?: BackgroundWorker } = {
    config,
    db: database.db,
    logger: server.log,
    clock,
    storage,
    payments:
      options.payments ??
      createPaymentProvider(config, { db: database.db, clock, logger: server.log }),
    ocr,
    auth: createAuth({
      config,
      db: database.db,
      logger: server.log,
      queueVerificationEmail: (email) =>
        queueEmail(
          database.db,
          server.log,
          { printLinks: !config.isProduction },
          { ...email, template: 'verify-email' },
        ),
      trustedOrigins: options.trustedOrigins ?? [],
    }),
    signatures:
      options.signatures ??
      createSignatureProvider(config, {
        db: database.db,
        clock,
        logger: server.log,
        storage,
      }),
    banking:
      options.banking ??
      createBankingProvider(config, { db: database.db, clock, logger: server.log, storage }),
    invoiceRenderer: createPdfRenderer(),
    verifactu: options.verifactu ?? createVerifactuSubmitter(config.verifactu),
    sessions: new SessionCache(config.sessionCacheSeconds * 1000, clock),
    companyAccountOnboarding:
      options.companyAccountOnboarding ??
      createOnboardingProvider(config, { db: database.db, clock, logger: server.log }),
    statusListeners: [
      queueStatusChangeEmail,
      requestSignatureOnStatusChange,
      followDepositOnStatusChange,
    ],
    paymentListeners: { business_account: startCompanyAccount },
    supportChat: new SupportChatHub(database.db, server.log, SUPPORT_CHAT_POLL_MS),
  };
  const app = context as AppContext;
  app.worker = new BackgroundWorker({
    tasks: [
      createSignatureDispatchTask(app),
      createPaymentRefundTask(app),
      createOpenBankOnboardingsTask(app),
      ...(app.companyAccountOnboarding instanceof SandboxOnboardingProvider
        ? [app.companyAccountOnboarding.createWebhookTask()]
        : []),
      createCapitalDepositOpeningTask(app),
      ...(app.banking instanceof SandboxBankingProvider && config.banking.provider === 'sandbox'
        ? [
            createSandboxWebhookDeliveryTask({
              db: database.db,
              clock,
              logger: server.log,
              url: `${config.baseUrl}${BANK_WEBHOOK_PATH}`,
              secret: config.banking.webhookSecret,
            }),
          ]
        : []),
      createVerifactuSubmissionTask(app, app.verifactu),
      createComplianceReminderTask(app),
      createUnreadReplyEmailTask(app),
      createEmailDeliveryTask(app),
    ],
    logger: server.log,
    intervalMs: config.workerIntervalMs,
  });
  server.addHook('onClose', async () => {
    app.supportChat.close();
    await app.worker.stop();
  });
  await ensureFeatureFlags(database.db);

  await server.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Foundly REST API',
        version: '1.0.0',
        description:
          'REST routes of the customer portal. The RPC contracts (Connect, package formation.v1) live under /rpc and are described by the .proto files.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token sign-in returns' },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description: 'The session cookie (prefixed __Secure- over HTTPS)',
          },
        },
      },
    },
    hideUntagged: true,
  });

  registerHealthRoute(server, database.db);
  registerPublicConfigRoute(server, config);
  registerAuthRoutes(server, {
    auth: app.auth,
    baseUrl: config.baseUrl,
    sessions: app.sessions,
    db: database.db,
    now: () => clock.now(),
    limitAttemptsPerAccount: config.authRateLimit,
  });
  if (!config.isProduction) {
    registerDevOutboxRoute(server, database.db);
    registerDevSeedRoutes(server, app);
    registerDevStatusRoute(server, app);
    registerDevAccountFeaturesRoute(server, app);
    registerDevRegistrationRoute(server, app);
  }
  await registerStorageRoutes(server, app);
  await registerPaymentRoutes(server, app);
  await registerCompanyAccountRoutes(server, app);
  registerOrderRoutes(server, app);
  registerComplianceRoutes(server, app);
  await registerSignatureRoutes(server, app);
  await registerBankingRoutes(server, app);
  await registerBackofficeRoutes(server, app);
  registerSupportChatRoutes(server, app);
  server.get('/api/openapi.json', { schema: { hide: true } }, async () => server.swagger());

  await registerRpc(server, app, REQUEST_BODY_MAX_BYTES);

  if (options.serveWebApp ?? true) {
    await registerWebApp(server, config.webDistDir, {
      sendCustomerPage: await createCustomerPageSender(app, server.log, {
        webDistDir: config.webDistDir,
        contentSecurityPolicy,
        ...(options.webPages ? { source: options.webPages } : {}),
      }),
    });
  }
  return { server, context: app };
}
