import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { DescService } from '@bufbuild/protobuf';
import {
  Code,
  ConnectError,
  createClient,
  type Client,
  type Interceptor,
} from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-node';
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
  ErrorDetailSchema,
  FeatureFlagService,
  OcrService,
  OrderService,
  ReferenceDataService,
  SignatureService,
  SupportChatService,
  ExpenseService,
  TaxQuarterService,
  SubscriptionService,
  SupportInboxService,
  type ErrorDetail,
} from '@foundly/proto';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppContext } from '../src/app-context.js';
import type { Clock } from '../src/clock.js';
import { buildApp, type BuiltApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { authUsers, emailOutbox } from '../src/db/schema/index.js';
import type { FileStorage } from '../src/modules/documents/index.js';
import type { OcrEngine } from '../src/modules/ocr/index.js';
import type { PaymentProvider } from '../src/modules/payments/index.js';
import type { CompanyAccountOnboardingProvider } from '../src/modules/company-account/index.js';
import type { SignatureProvider } from '../src/modules/esignature/index.js';
import type { BankingProvider } from '../src/modules/banking/index.js';
import type { VerifactuSubmitter } from '../src/modules/verifactu/index.js';
import type { WebPagesSource } from '../src/modules/web-pages/index.js';

/** A database the integration suites run on. */
export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL names a server. */
export const BACKENDS: readonly Backend[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** The session cookie better-auth sets (not `__Secure-` prefixed: tests run over http). */
export const SESSION_COOKIE = 'better-auth.session_token';

/**
 * What production requires besides BASE_URL. DATABASE_URL only satisfies the
 * configuration: the test app runs on the database handle it is given.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'test-only-production-secret-of-at-least-32-characters',
  DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
  STORAGE_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  YOUSIGN_API_KEY: 'yousign-test-unused',
  YOUSIGN_WEBHOOK_SECRET: 'yousign-webhook-test-unused',
  SWAN_CLIENT_ID: 'swan-client-test-unused',
  SWAN_CLIENT_SECRET: 'swan-secret-test-unused',
  SWAN_WEBHOOK_SECRET: 'swan-webhook-test-unused',
  // Every test signs in from loopback; the suites of the limits turn them on.
  AUTH_RATE_LIMIT: 'false',
};

/** Log lines the app writes, kept in memory for assertions. */
export interface LogCapture {
  stream: Writable;
  /** Everything written so far, as one string. */
  text(): string;
  /** Every line written so far, parsed. */
  lines(): Record<string, unknown>[];
}

/** A pino destination that keeps what it is given. */
export function createLogCapture(): LogCapture {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  const text = () => chunks.join('');
  return {
    stream,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** A fresh, migrated database and the means to throw it away. */
export interface TestDatabase {
  backend: Backend;
  handle: DatabaseHandle;
  /** Closes the handle (once), as an outage would; the database itself stays. */
  close(): Promise<void>;
  /** Closes the handle if still open and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

function closeOnce(handle: DatabaseHandle): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= handle.close());
}

/**
 * Opens a fresh database with the real migrations applied: an in-memory PGlite,
 * or a new database named `foundly_test_<random>` on the DATABASE_URL server.
 */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const handle = openDatabase({ dataDir: null });
    await handle.migrate();
    const close = closeOnce(handle);
    return { backend, handle, close, destroy: close };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is required for the postgres backend');
  const name = `foundly_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString(), poolSize: 5 });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  const close = closeOnce(handle);
  return {
    backend,
    handle,
    close,
    async destroy() {
      await close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function runOnServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A clock the tests move forward; it starts at the real time. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock forward by `seconds`. */
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  /** Back to the real time. */
  reset(): void {
    this.offsetMs = 0;
  }
}

/** What a client sends to be recognised: a session cookie or a bearer token, plus hint headers. */
export interface Credentials {
  cookie?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** Typed Connect clients of every service, over HTTP/1.1 with the Connect protocol. */
export interface RpcClients {
  accounts: Client<typeof AccountService>;
  customers: Client<typeof CustomerService>;
  orders: Client<typeof OrderService>;
  featureFlags: Client<typeof FeatureFlagService>;
  documents: Client<typeof DocumentService>;
  billing: Client<typeof BillingService>;
  companyAccount: Client<typeof CompanyAccountService>;
  reference: Client<typeof ReferenceDataService>;
  ocr: Client<typeof OcrService>;
  signatures: Client<typeof SignatureService>;
  backoffice: Client<typeof BackofficeService>;
  capitalDeposits: Client<typeof CapitalDepositService>;
  commercialDocuments: Client<typeof CommercialDocumentService>;
  compliance: Client<typeof ComplianceService>;
  complianceBackoffice: Client<typeof ComplianceBackofficeService>;
  supportChat: Client<typeof SupportChatService>;
  expenses: Client<typeof ExpenseService>;
  supportInbox: Client<typeof SupportInboxService>;
  taxQuarters: Client<typeof TaxQuarterService>;
  subscriptions: Client<typeof SubscriptionService>;
}

/** A person signed up and verified through the real auth routes. */
export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  /** `better-auth.session_token=...`, from following the verification link. */
  cookie: string;
}

/** What a sign-up sends; anything left out gets a unique or default value. */
export interface SignUpInput {
  email?: string;
  name?: string;
  password?: string;
  locale?: string;
}

export interface StartTestAppOptions {
  database: TestDatabase;
  /** Extra environment for `loadConfig`; NODE_ENV defaults to `test`. */
  env?: Record<string, string>;
  clock?: Clock;
  logStream?: DestinationStream;
  /** Document storage instead of the configured one (local disk under DATA_DIR). */
  storage?: FileStorage;
  /** Card payment provider instead of the configured one (the sandbox). */
  payments?: PaymentProvider;
  /** OCR engine instead of Tesseract (a spy, or one Tesseract shared by several apps). */
  ocr?: OcrEngine;
  /** E-signature partner instead of the configured one (the sandbox). */
  signatures?: SignatureProvider;
  /** The business account's bank instead of the configured one (the sandbox). */
  companyAccountOnboarding?: CompanyAccountOnboardingProvider;
  /** Banking partner instead of the configured one (the sandbox). */
  banking?: BankingProvider;
  /** The AEAT's Veri*Factu service instead of the configured one (the sandbox). */
  verifactu?: VerifactuSubmitter;
  /** Serve the built apps of WEB_DIST_DIR too (off: the API alone). */
  serveWebApp?: boolean;
  /** The customer pages' renderer and page, instead of the web app's builds. */
  webPages?: WebPagesSource;
}

/** The real app on an ephemeral port of 127.0.0.1, with helpers to sign up and call it. */
export class TestApp {
  private constructor(
    readonly url: string,
    readonly database: TestDatabase,
    readonly built: BuiltApp,
    private readonly httpServer: Server,
    private readonly dataDir: string,
  ) {}

  /**
   * Builds the app for a database and serves it. The listening socket is opened
   * first so that BASE_URL (used by auth for its links) names the real port.
   * DATA_DIR (stored files) is a temporary folder, removed on close.
   */
  static async start(options: StartTestAppOptions): Promise<TestApp> {
    const httpServer = createServer();
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(0, '127.0.0.1', resolve);
    });
    const { port } = httpServer.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'foundly-test-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        ...options.env,
        BASE_URL: url,
      });
      const built = await buildApp({
        config,
        database: options.database.handle,
        serveWebApp: options.serveWebApp ?? false,
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.logStream ? { logStream: options.logStream } : {}),
        ...(options.storage ? { storage: options.storage } : {}),
        ...(options.payments ? { payments: options.payments } : {}),
        ...(options.ocr ? { ocr: options.ocr } : {}),
        ...(options.signatures ? { signatures: options.signatures } : {}),
        ...(options.companyAccountOnboarding
          ? { companyAccountOnboarding: options.companyAccountOnboarding }
          : {}),
        ...(options.banking ? { banking: options.banking } : {}),
        ...(options.verifactu ? { verifactu: options.verifactu } : {}),
        ...(options.webPages ? { webPages: options.webPages } : {}),
      });
      await built.server.ready();
      httpServer.on('request', built.server.routing);
      return new TestApp(url, options.database, built, httpServer, dataDir);
    } catch (error) {
      httpServer.close();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  get context(): AppContext {
    return this.built.context;
  }

  /** Stops serving and removes DATA_DIR; the database stays open. */
  async close(): Promise<void> {
    this.httpServer.closeAllConnections();
    await new Promise<void>((resolve) => this.httpServer.close(() => resolve()));
    await this.built.server.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Connect clients that send the given credentials and headers with every call. */
  clients(credentials: Credentials = {}): RpcClients {
    const headers: Record<string, string> = { ...credentials.headers };
    if (credentials.cookie) headers.cookie = credentials.cookie;
    if (credentials.token) headers.authorization = `Bearer ${credentials.token}`;
    const sendHeaders: Interceptor = (next) => async (request) => {
      for (const [key, value] of Object.entries(headers)) request.header.set(key, value);
      return next(request);
    };
    const transport = createConnectTransport({
      baseUrl: `${this.url}/rpc`,
      httpVersion: '1.1',
      interceptors: [sendHeaders],
    });
    const client = <S extends DescService>(service: S) => createClient(service, transport);
    return {
      accounts: client(AccountService),
      customers: client(CustomerService),
      orders: client(OrderService),
      featureFlags: client(FeatureFlagService),
      documents: client(DocumentService),
      billing: client(BillingService),
      companyAccount: client(CompanyAccountService),
      reference: client(ReferenceDataService),
      ocr: client(OcrService),
      signatures: client(SignatureService),
      backoffice: client(BackofficeService),
      capitalDeposits: client(CapitalDepositService),
      commercialDocuments: client(CommercialDocumentService),
      compliance: client(ComplianceService),
      complianceBackoffice: client(ComplianceBackofficeService),
      supportChat: client(SupportChatService),
      expenses: client(ExpenseService),
      supportInbox: client(SupportInboxService),
      taxQuarters: client(TaxQuarterService),
      subscriptions: client(SubscriptionService),
    };
  }

  /** `fetch` relative to the app's URL. */
  fetch(path: string, init?: RequestInit): Promise<Response> {
    return fetch(new URL(path, this.url), init);
  }

  /** Signs up through `POST /api/auth/sign-up/email`; the e-mail is not verified yet. */
  async signUpUnverified(input: SignUpInput = {}): Promise<Omit<TestUser, 'cookie'>> {
    const email = input.email ?? uniqueEmail();
    const name = input.name ?? 'Ada Lovelace';
    const password = input.password ?? 'correct-horse-battery';
    const response = await this.fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password,
        name,
        ...(input.locale ? { locale: input.locale } : {}),
      }),
    });
    if (!response.ok) {
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    }
    const body = (await response.json()) as { user: { id: string } };
    return { id: body.user.id, email, name, password };
  }

  /** The verification link of the newest e-mail for `to`, read from the outbox table (production has no dev route). */
  async readVerificationLink(to: string): Promise<string> {
    const [row] = await this.context.db
      .select({ link: emailOutbox.link })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, 'verify-email')))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    if (!row?.link) throw new Error(`no verification e-mail for ${to}`);
    return row.link;
  }

  /**
   * Signs up, reads the verification link from the outbox and follows it; the
   * session cookie it sets (auto sign-in after verification) is the user's.
   */
  async signUp(input: SignUpInput = {}): Promise<TestUser> {
    const user = await this.signUpUnverified(input);
    const link = await this.readVerificationLink(user.email);
    const response = await fetch(link, { redirect: 'manual' });
    const cookie = readSessionCookie(response);
    if (!cookie) throw new Error(`verification set no session cookie (${response.status})`);
    return { ...user, cookie };
  }

  /** Signs in through `POST /api/auth/sign-in/email`; returns the bearer token and the cookie. */
  async signIn(email: string, password: string): Promise<{ token: string; cookie: string }> {
    const response = await this.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const token = response.headers.get('set-auth-token');
    const cookie = readSessionCookie(response);
    if (!response.ok || !token || !cookie) {
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    }
    return { token, cookie };
  }

  /** Signs up a member of the formation team: a verified user given the operator role. */
  async signUpOperator(input: SignUpInput = {}): Promise<TestUser & { rpc: RpcClients }> {
    const user = await this.signUp({ name: 'Olga Operator', ...input });
    await this.context.db
      .update(authUsers)
      .set({ role: 'operator' })
      .where(eq(authUsers.id, user.id));
    return { ...user, rpc: this.clients({ cookie: user.cookie }) };
  }

  /** Signs up and creates the customer record (GetOrCreateCustomer), as the web app does. */
  async signUpCustomer(input: SignUpInput = {}) {
    const user = await this.signUp(input);
    const rpc = this.clients({ cookie: user.cookie });
    const { customer } = await rpc.customers.getOrCreateCustomer({});
    return { user, rpc, customer: customer! };
  }
}

function readSessionCookie(response: Response): string | undefined {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  return cookie && cookie !== `${SESSION_COOKIE}=` ? cookie : undefined;
}

/** An e-mail address no other test uses. */
export function uniqueEmail(prefix = 'founder'): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 12)}@example.com`;
}

/** What `useTestApp` starts the app with; `storage` is made once the suite's earlier hooks ran. */
export type UseTestAppOptions = Omit<StartTestAppOptions, 'database' | 'storage'> & {
  storage?: () => FileStorage;
};

/**
 * Starts a fresh database and the app on it before the suite's tests, and
 * tears both down after. Returns a getter for the running app, usable inside tests.
 */
export function useTestApp(backend: Backend, options: UseTestAppOptions = {}): () => TestApp {
  let database: TestDatabase | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const { storage, ...rest } = options;
    app = await TestApp.start({ ...rest, database, ...(storage ? { storage: storage() } : {}) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  return () => {
    if (!app) throw new Error('the test app is only available inside tests');
    return app;
  };
}

/** The Connect error a call failed with, and its formation.v1.ErrorDetail. */
export interface RpcFailure {
  error: ConnectError;
  detail: ErrorDetail | undefined;
  fields: string[];
}

/** Awaits a call that must fail with `code`; returns the error and its detail for more checks. */
export async function expectRpcError(call: Promise<unknown>, code: Code): Promise<RpcFailure> {
  let caught: unknown;
  try {
    await call;
  } catch (error) {
    caught = error;
  }
  expect(caught, 'the call should have failed').toBeInstanceOf(ConnectError);
  const error = caught as ConnectError;
  expect(Code[error.code], error.rawMessage).toBe(Code[code]);
  const [detail] = error.findDetails(ErrorDetailSchema);
  return {
    error,
    detail,
    fields: detail?.fieldViolations.map((violation) => violation.field) ?? [],
  };
}
