import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import {
  authAccounts,
  authRateLimits,
  authSessions,
  authUsers,
  authVerifications,
} from '../db/schema/index.js';

/**
 * The header that carries the client's address to better-auth, set by our
 * auth routes from the address Fastify resolved (never by the client), and
 * the only one better-auth reads an address from: its rate limits and the
 * sessions' recorded addresses rest on it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-foundly-client-address';

/** The e-mail that verifies an address, with the link better-auth made. */
export interface VerificationEmail {
  to: string;
  locale: string | null | undefined;
  link: string;
}

export interface AuthDependencies {
  config: Config;
  db: Database;
  logger: FastifyBaseLogger;
  /** Writes the verification e-mail to the outbox (the notifications module's queueEmail). */
  queueVerificationEmail: (email: VerificationEmail) => Promise<unknown>;
  /** Extra browser origins allowed to call the auth routes (the Vite dev server). */
  trustedOrigins?: string[];
}

/** better-auth under /api/auth: e-mail + password with verification, Google and any OIDC issuer when configured. */
export function createAuth({
  config,
  db,
  logger,
  queueVerificationEmail,
  trustedOrigins = [],
}: AuthDependencies) {
  const oidc = config.oidc;
  return betterAuth({
    appName: 'Foundly',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl, ...trustedOrigins],
    logger: {
      disabled: config.env === 'test',
      log: (level, message, ...args) => {
        const error = args.find((arg) => arg instanceof Error);
        logger[level](error ? { err: error } : {}, message);
      },
    },
    telemetry: { enabled: false },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    // Per address and path, shared by every instance through the database: better-auth's
    // defaults, which allow 3 sign-in or sign-up attempts per 10 s and 100 other calls.
    rateLimit: { enabled: config.authRateLimit, storage: 'database' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
        locale: { type: 'string', required: false, input: true },
      },
    },
    session: { freshAge: config.sessionFreshAgeSeconds },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await queueVerificationEmail({
          to: user.email,
          locale: (user as { locale?: string | null }).locale,
          link: url,
        });
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    onAPIError: { errorURL: '/error/google' },
    plugins: [
      // Only the signed token of set-auth-token is a bearer credential: the raw session token,
      // which better-auth also puts in response bodies, authenticates nothing on its own.
      bearer({ requireSignature: true }),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: oidc.providerId,
                  discoveryUrl: oidc.discoveryUrl,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
