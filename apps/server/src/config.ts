import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const DEVELOPMENT_SECRET = 'development-only-secret-not-for-production-use';

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
    BASE_URL: z.url().optional(),
    LANDING_URL: z.url().optional(),
    AUTH_SECRET: z.string().min(32).optional(),
    SESSION_FRESH_AGE_SECONDS: z.coerce.number().int().min(0).default(600),
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(\d{1,2}|[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*)$/,
        'must be a number of proxy hops or a comma-separated list of addresses and CIDR ranges',
      )
      .optional(),
    AUTH_RATE_LIMIT: booleanString.optional(),
    PAGE_DATA_DEADLINE_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
    HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(63_072_000).default(31_536_000),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('oidc'),
    OIDC_DISCOVERY_URL: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DEMO_SEED: booleanString.optional(),
    WEB_DIST_DIR: z.string().optional(),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    RATING_SCORE: z.coerce.number().min(0).max(5).optional(),
    RATING_COUNT: z.coerce.number().int().min(1).optional(),
    RATING_URL: z.url().optional(),
    BANK_PORTAL_URL: z.url().optional(),
    STORAGE_ENCRYPTION_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64')
      .optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().default('eu-west-3'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanString.optional(),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
    PAYMENT_SANDBOX_ALLOWED: booleanString.optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')
      .optional(),
    SMTP_URL: z
      .url()
      .refine((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')
      .optional(),
    SMTP_FROM: z.string().min(3).default('Foundly <no-reply@localhost>'),
    WORKER_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
    SIGNATURE_PROVIDER: z.enum(['sandbox', 'yousign']).optional(),
    SIGNATURE_SANDBOX_ALLOWED: booleanString.optional(),
    YOUSIGN_API_KEY: z.string().min(10).optional(),
    YOUSIGN_API_URL: z.url().default('https://api.yousign.app/v3'),
    YOUSIGN_WEBHOOK_SECRET: z.string().min(16).optional(),
    BANKING_PROVIDER: z.enum(['sandbox', 'swan']).optional(),
    BANKING_SANDBOX_ALLOWED: booleanString.optional(),
    SWAN_CLIENT_ID: z.string().min(3).optional(),
    SWAN_CLIENT_SECRET: z.string().min(8).optional(),
    SWAN_API_URL: z.url().default('https://api.swan.io/live-partner/graphql'),
    SWAN_OAUTH_URL: z.url().default('https://oauth.swan.io/oauth2/token'),
    SWAN_WEBHOOK_SECRET: z.string().min(16).optional(),
    SWAN_WEB_BANKING_URL: z.url().default('https://banking.swan.io'),
    VERIFACTU_PROVIDER: z.enum(['sandbox', 'aeat']).default('sandbox'),
    VERIFACTU_ENVIRONMENT: z.enum(['test', 'production']).default('test'),
    VERIFACTU_CERTIFICATE_FILE: z.string().min(1).optional(),
    VERIFACTU_CERTIFICATE_PASSWORD: z.string().optional(),
    VERIFACTU_PRODUCER_NIF: z.string().min(9).max(9).optional(),
    SUPPORT_CHAT_PROVIDER: z.enum(['builtin', 'intercom']).optional(),
    SUPPORT_CHAT_SECRET: z.string().min(32).optional(),
    INTERCOM_APP_ID: z
      .string()
      .regex(/^[a-z0-9]{4,16}$/, 'must be an Intercom workspace id')
      .optional(),
    SUPPORT_CHAT_UNREAD_EMAIL_MINUTES: z.coerce.number().int().min(1).max(1_440).default(10),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'required with STORAGE_DRIVER=s3',
      });
    }
    const paymentProvider = getPaymentProvider(env);
    if (paymentProvider === 'stripe') {
      // Without the signing secret no webhook can be verified, and no order would ever be placed.
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'required with PAYMENT_PROVIDER=stripe',
          });
        }
      }
    }
    if (getSignatureProvider(env) === 'yousign') {
      for (const key of ['YOUSIGN_API_KEY', 'YOUSIGN_WEBHOOK_SECRET'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'required with SIGNATURE_PROVIDER=yousign',
          });
        }
      }
    }
    if (getBankingProvider(env) === 'swan') {
      for (const key of ['SWAN_CLIENT_ID', 'SWAN_CLIENT_SECRET', 'SWAN_WEBHOOK_SECRET'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'required with BANKING_PROVIDER=swan',
          });
        }
      }
    }
    if (getSupportChatProvider(env) === 'intercom') {
      if (!env.INTERCOM_APP_ID) {
        ctx.addIssue({
          code: 'custom',
          path: ['INTERCOM_APP_ID'],
          message: 'required with SUPPORT_CHAT_PROVIDER=intercom',
        });
      }
      // Intercom verifies the token with the workspace's identity verification secret: a derived one fails there.
      if (env.NODE_ENV === 'production' && !env.SUPPORT_CHAT_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['SUPPORT_CHAT_SECRET'],
          message: 'required in production with SUPPORT_CHAT_PROVIDER=intercom',
        });
      }
    }
    if (
      env.VERIFACTU_PROVIDER === 'aeat' &&
      (!env.VERIFACTU_CERTIFICATE_FILE || !env.VERIFACTU_PRODUCER_NIF)
    ) {
      // The AEAT answers only over mutual TLS, and each record names the software's producer.
      ctx.addIssue({
        code: 'custom',
        path: ['VERIFACTU_PROVIDER'],
        message:
          'VERIFACTU_PROVIDER=aeat needs VERIFACTU_CERTIFICATE_FILE and VERIFACTU_PRODUCER_NIF',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (getBankingProvider(env) === 'sandbox' && !env.BANKING_SANDBOX_ALLOWED) {
      // The sandbox bank takes a button press as a transfer: in production no capital would be deposited.
      ctx.addIssue({
        code: 'custom',
        path: ['BANKING_PROVIDER'],
        message:
          'the banking sandbox is refused in production: set SWAN_CLIENT_ID, SWAN_CLIENT_SECRET and SWAN_WEBHOOK_SECRET, or BANKING_SANDBOX_ALLOWED=true for a demo',
      });
    }
    if (getSignatureProvider(env) === 'sandbox' && !env.SIGNATURE_SANDBOX_ALLOWED) {
      // The sandbox signs with its own test certificate: no signature made there binds anyone.
      ctx.addIssue({
        code: 'custom',
        path: ['SIGNATURE_PROVIDER'],
        message:
          'the e-signature sandbox is refused in production: set YOUSIGN_API_KEY and YOUSIGN_WEBHOOK_SECRET, or SIGNATURE_SANDBOX_ALLOWED=true for a demo',
      });
    }
    if (paymentProvider === 'sandbox' && !env.PAYMENT_SANDBOX_ALLOWED) {
      // The sandbox takes a test card number as payment: in production it would place orders for free.
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'the payment sandbox is refused in production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENT_SANDBOX_ALLOWED=true for a demo',
      });
    }
    for (const key of ['AUTH_SECRET', 'BASE_URL', 'DATABASE_URL'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'required in production' });
    }
    if (env.STORAGE_DRIVER === 'local' && !env.STORAGE_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE_ENCRYPTION_KEY'],
        message: 'required in production',
      });
    }
    if (env.DEMO_SEED) {
      ctx.addIssue({ code: 'custom', path: ['DEMO_SEED'], message: 'never in production' });
    }
  });

export interface Config {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  baseUrl: string;
  landingUrl: string;
  authSecret: string;
  sessionFreshAgeSeconds: number;
  /** How long a resolved session is reused for the same credentials (0: never). */
  sessionCacheSeconds: number;
  /**
   * Which peers may say who the client is through X-Forwarded-For: none
   * (false), the nearest N hops, or these addresses and ranges. Rate limits
   * key on the address this yields.
   */
  trustProxy: false | number | string;
  /** Sign-in attempts limited per address and per account (off in tests unless asked for). */
  authRateLimit: boolean;
  /** Strict-Transport-Security's max-age when BASE_URL is https (0: no header). */
  hstsMaxAgeSeconds: number;
  /** How long a page rendered on the server waits for its data before the bare shell goes out. */
  pageDataDeadlineMs: number;
  google: { clientId: string; clientSecret: string } | undefined;
  oidc:
    | { providerId: string; discoveryUrl: string; clientId: string; clientSecret: string }
    | undefined;
  logLevel: string;
  demoSeed: boolean;
  webDistDir: string;
  storage: StorageConfig;
  payments: PaymentsConfig;
  /** The customer-rating badge of the Spanish payment page; hidden when not configured. */
  rating: { score: number; count: number; url: string } | undefined;
  /**
   * The banking partner's portal, where the navigation's my-account leads a
   * completed company (with the legal representative's membership id): Swan's
   * web banking, or the sandbox bank's page (BANK_PORTAL_URL overrides).
   */
  bankPortalUrl: string;
  email: EmailConfig;
  signatures: SignaturesConfig;
  banking: BankingConfig;
  companyAccounts: CompanyAccountsConfig;
  verifactu: VerifactuConfig;
  /** How often the background worker looks for due e-mails and signature requests. */
  workerIntervalMs: number;
  supportChat: SupportChatConfig;
}

/**
 * Where the Veri*Factu records go: the embedded sandbox, or the AEAT's
 * service over mutual TLS with the PKCS#12 certificate of `certificateFile`
 * (the issuer's, or a representative's the issuers empowered). `environment`
 * picks the AEAT's test or production hosts, for the submissions and the QR code.
 */
export type VerifactuConfig =
  | { provider: 'sandbox'; environment: 'test' | 'production' }
  | {
      provider: 'aeat';
      environment: 'test' | 'production';
      certificateFile: string;
      certificatePassword: string;
      producerNif: string;
    };

/**
 * The support chat of signed-in founders: the built-in chat (conversations
 * with the team in the back-office) or the Intercom Messenger. `tokenSecret`
 * signs the identity token (HS256): Intercom's identity verification secret
 * with Intercom; outside production it is derived from the auth secret.
 */
export interface SupportChatConfig {
  provider: 'builtin' | 'intercom';
  intercomAppId: string | undefined;
  tokenSecret: string;
  /** How long a team reply may stay unread before the founder is e-mailed about it. */
  unreadEmailMinutes: number;
}

/** Intercom when its workspace id is set, else the built-in chat, unless SUPPORT_CHAT_PROVIDER says which. */
function getSupportChatProvider(env: {
  SUPPORT_CHAT_PROVIDER?: 'builtin' | 'intercom' | undefined;
  INTERCOM_APP_ID?: string | undefined;
}): 'builtin' | 'intercom' {
  return env.SUPPORT_CHAT_PROVIDER ?? (env.INTERCOM_APP_ID ? 'intercom' : 'builtin');
}

/** E-mail delivery: SMTP when `smtpUrl` is set; otherwise e-mails stay in the outbox, readable in the back-office. */
export interface EmailConfig {
  smtpUrl: string | undefined;
  from: string;
}

/**
 * The e-signature partner. The sandbox signs its webhooks exactly as Yousign
 * does, with `webhookSecret`, so that one verification serves both.
 */
export type SignaturesConfig =
  | { provider: 'sandbox'; webhookSecret: string }
  | { provider: 'yousign'; apiKey: string; apiUrl: string; webhookSecret: string };

/**
 * The banking partner of the capital deposit. The sandbox signs its webhooks
 * with `webhookSecret` (HMAC-SHA256); Swan sends its subscription secret.
 */
export type BankingConfig =
  | { provider: 'sandbox'; webhookSecret: string }
  | {
      provider: 'swan';
      apiUrl: string;
      oauthUrl: string;
      clientId: string;
      clientSecret: string;
      webhookSecret: string;
    };

/** Swan when its client id is set, else the sandbox, unless BANKING_PROVIDER says which. */
function getBankingProvider(env: {
  BANKING_PROVIDER?: 'sandbox' | 'swan' | undefined;
  SWAN_CLIENT_ID?: string | undefined;
}): 'sandbox' | 'swan' {
  return env.BANKING_PROVIDER ?? (env.SWAN_CLIENT_ID ? 'swan' : 'sandbox');
}

/** Yousign when its key is set, else the sandbox, unless SIGNATURE_PROVIDER says which. */
function getSignatureProvider(env: {
  SIGNATURE_PROVIDER?: 'sandbox' | 'yousign' | undefined;
  YOUSIGN_API_KEY?: string | undefined;
}): 'sandbox' | 'yousign' {
  return env.SIGNATURE_PROVIDER ?? (env.YOUSIGN_API_KEY ? 'yousign' : 'sandbox');
}

/**
 * The bank that opens the business account (the same partner and provider as
 * the capital deposit, BANKING_PROVIDER). The sandbox signs its webhooks
 * with `webhookSecret` (HMAC-SHA256); Swan sends it back in `x-swan-secret`.
 */
export type CompanyAccountsConfig =
  | { provider: 'sandbox'; webhookSecret: string }
  | {
      provider: 'swan';
      clientId: string;
      clientSecret: string;
      apiUrl: string;
      oauthUrl: string;
      webhookSecret: string;
      webBankingUrl: string;
    };

/**
 * The card payment provider. The sandbox signs its webhooks exactly as Stripe
 * does, with `webhookSecret`, so that one verification serves both.
 */
export type PaymentsConfig =
  | { provider: 'sandbox'; webhookSecret: string }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string };

export type StorageConfig =
  | { driver: 'local'; directory: string; encryptionKey: Buffer }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/** Outside production, the storage key is derived from the auth secret so that nothing needs setting. */
function deriveDevelopmentKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'foundly-storage', 'local-storage-key', 32));
}

/** Stripe when its key is set, else the sandbox, unless PAYMENT_PROVIDER says which. */
function getPaymentProvider(env: {
  PAYMENT_PROVIDER?: 'sandbox' | 'stripe' | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
}): 'sandbox' | 'stripe' {
  return env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
}

/** Unless STRIPE_WEBHOOK_SECRET is set, the sandbox signs with a secret derived from the auth secret. */
function deriveSandboxWebhookSecret(secret: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'foundly-payments', 'sandbox-webhook', 24));
  return `whsec_${key.toString('hex')}`;
}

function parseTrustProxy(value: string | undefined): false | number | string {
  if (!value) return false;
  return /^\d+$/.test(value) ? Number(value) : value.replace(/\s+/g, '');
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; production refuses missing secrets and unsafe defaults. */
export function loadConfig(environment: NodeJS.ProcessEnv): Config {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    baseUrl,
    landingUrl: (env.LANDING_URL ?? baseUrl).replace(/\/$/, ''),
    authSecret: env.AUTH_SECRET ?? DEVELOPMENT_SECRET,
    sessionFreshAgeSeconds: env.SESSION_FRESH_AGE_SECONDS,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    authRateLimit: env.AUTH_RATE_LIMIT ?? env.NODE_ENV !== 'test',
    hstsMaxAgeSeconds: env.HSTS_MAX_AGE_SECONDS,
    pageDataDeadlineMs: env.PAGE_DATA_DEADLINE_MS,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      env.OIDC_DISCOVERY_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            providerId: env.OIDC_PROVIDER_ID,
            discoveryUrl: env.OIDC_DISCOVERY_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
          }
        : undefined,
    logLevel: env.LOG_LEVEL,
    demoSeed: env.DEMO_SEED ?? !isProduction,
    rating:
      env.RATING_SCORE !== undefined && env.RATING_COUNT !== undefined && env.RATING_URL
        ? { score: env.RATING_SCORE, count: env.RATING_COUNT, url: env.RATING_URL }
        : undefined,
    bankPortalUrl: (
      env.BANK_PORTAL_URL ??
      (getBankingProvider(env) === 'swan'
        ? env.SWAN_WEB_BANKING_URL
        : // The sandbox bank's web banking page (company-account's SANDBOX_BANK_PATH).
          `${baseUrl}/api/company-account/sandbox/banking`)
    ).replace(/\/$/, ''),
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : {
            driver: 'local',
            directory: path.resolve(env.DATA_DIR, 'storage'),
            encryptionKey: env.STORAGE_ENCRYPTION_KEY
              ? Buffer.from(env.STORAGE_ENCRYPTION_KEY, 'base64')
              : deriveDevelopmentKey(env.AUTH_SECRET ?? DEVELOPMENT_SECRET),
          },
    payments:
      getPaymentProvider(env) === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY!,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          }
        : {
            provider: 'sandbox',
            webhookSecret:
              env.STRIPE_WEBHOOK_SECRET ??
              deriveSandboxWebhookSecret(env.AUTH_SECRET ?? DEVELOPMENT_SECRET),
          },
    email: { smtpUrl: env.SMTP_URL, from: env.SMTP_FROM },
    workerIntervalMs: env.WORKER_INTERVAL_MS,
    signatures:
      getSignatureProvider(env) === 'yousign'
        ? {
            provider: 'yousign',
            apiKey: env.YOUSIGN_API_KEY!,
            apiUrl: env.YOUSIGN_API_URL.replace(/\/$/, ''),
            webhookSecret: env.YOUSIGN_WEBHOOK_SECRET!,
          }
        : {
            provider: 'sandbox',
            webhookSecret:
              env.YOUSIGN_WEBHOOK_SECRET ??
              Buffer.from(
                hkdfSync(
                  'sha256',
                  env.AUTH_SECRET ?? DEVELOPMENT_SECRET,
                  'foundly-signatures',
                  'sandbox-webhook',
                  24,
                ),
              ).toString('hex'),
          },
    banking:
      getBankingProvider(env) === 'swan'
        ? {
            provider: 'swan',
            apiUrl: env.SWAN_API_URL,
            oauthUrl: env.SWAN_OAUTH_URL,
            clientId: env.SWAN_CLIENT_ID!,
            clientSecret: env.SWAN_CLIENT_SECRET!,
            webhookSecret: env.SWAN_WEBHOOK_SECRET!,
          }
        : {
            provider: 'sandbox',
            webhookSecret: Buffer.from(
              hkdfSync(
                'sha256',
                env.AUTH_SECRET ?? DEVELOPMENT_SECRET,
                'foundly-banking',
                'sandbox-webhook',
                24,
              ),
            ).toString('hex'),
          },
    verifactu:
      env.VERIFACTU_PROVIDER === 'aeat'
        ? {
            provider: 'aeat',
            environment: env.VERIFACTU_ENVIRONMENT,
            certificateFile: env.VERIFACTU_CERTIFICATE_FILE!,
            certificatePassword: env.VERIFACTU_CERTIFICATE_PASSWORD ?? '',
            producerNif: env.VERIFACTU_PRODUCER_NIF!,
          }
        : { provider: 'sandbox', environment: env.VERIFACTU_ENVIRONMENT },
    companyAccounts:
      getBankingProvider(env) === 'swan'
        ? {
            provider: 'swan',
            clientId: env.SWAN_CLIENT_ID!,
            clientSecret: env.SWAN_CLIENT_SECRET!,
            apiUrl: env.SWAN_API_URL,
            oauthUrl: env.SWAN_OAUTH_URL,
            webhookSecret: env.SWAN_WEBHOOK_SECRET!,
            webBankingUrl: env.SWAN_WEB_BANKING_URL.replace(/\/$/, ''),
          }
        : {
            provider: 'sandbox',
            webhookSecret: Buffer.from(
              hkdfSync(
                'sha256',
                env.AUTH_SECRET ?? DEVELOPMENT_SECRET,
                'foundly-company-accounts',
                'sandbox-webhook',
                24,
              ),
            ).toString('hex'),
          },
    supportChat: {
      provider: getSupportChatProvider(env),
      intercomAppId: env.INTERCOM_APP_ID,
      tokenSecret:
        env.SUPPORT_CHAT_SECRET ??
        Buffer.from(
          hkdfSync(
            'sha256',
            env.AUTH_SECRET ?? DEVELOPMENT_SECRET,
            'foundly-support-chat',
            'identity-token',
            32,
          ),
        ).toString('hex'),
      unreadEmailMinutes: env.SUPPORT_CHAT_UNREAD_EMAIL_MINUTES,
    },
    webDistDir: path.resolve(
      env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname,
    ),
  };
}
