import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/harness.js';
import { ConfigError, loadConfig } from './config.js';

const PRODUCTION: Record<string, string> = {
  ...PRODUCTION_ENV,
  BASE_URL: 'https://app.foundly.example',
};

function without(env: Record<string, string>, key: string) {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name !== key));
}

describe('loadConfig', () => {
  it('outside production, nothing needs setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      baseUrl: 'http://localhost:3000',
      sessionFreshAgeSeconds: 600,
      logLevel: 'info',
      demoSeed: true,
      google: undefined,
      oidc: undefined,
    });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('PORT and DATA_DIR let instances run side by side', () => {
    const config = loadConfig({ PORT: '3100', DATA_DIR: '/tmp/foundly-b' });
    expect(config).toMatchObject({
      port: 3100,
      dataDir: '/tmp/foundly-b',
      baseUrl: 'http://localhost:3100',
    });
  });

  it('drops the trailing slash of BASE_URL', () => {
    expect(loadConfig({ BASE_URL: 'https://foundly.example/' }).baseUrl).toBe(
      'https://foundly.example',
    );
  });

  it('accepts a PostgreSQL DATABASE_URL', () => {
    const url = 'postgres://foundly:secret@db.internal:5432/foundly';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('production with its secrets set starts without demo data', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      env: 'production',
      isProduction: true,
      baseUrl: 'https://app.foundly.example',
      authSecret: PRODUCTION_ENV.AUTH_SECRET,
      databaseUrl: PRODUCTION_ENV.DATABASE_URL,
      demoSeed: false,
    });
  });

  it.each(['AUTH_SECRET', 'BASE_URL', 'DATABASE_URL'])(
    'production without %s is refused, naming it',
    (key) => {
      const load = () => loadConfig(without(PRODUCTION, key));
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(`${key}: required in production`);
    },
  );

  it('production with an empty AUTH_SECRET is refused: empty counts as unset', () => {
    expect(() => loadConfig({ ...PRODUCTION, AUTH_SECRET: '' })).toThrow(
      'AUTH_SECRET: required in production',
    );
  });

  it('production with nothing set names every missing secret at once', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const key of ['AUTH_SECRET', 'BASE_URL', 'DATABASE_URL']) expect(message).toContain(key);
  });

  it.each(['true', '1'])('DEMO_SEED=%s is refused in production', (value) => {
    expect(() => loadConfig({ ...PRODUCTION, DEMO_SEED: value })).toThrow(
      'DEMO_SEED: never in production',
    );
  });

  it.each([
    ['production with DEMO_SEED=false', { ...PRODUCTION, DEMO_SEED: 'false' }, false],
    ['development with DEMO_SEED=0', { DEMO_SEED: '0' }, false],
    ['test with DEMO_SEED=true', { NODE_ENV: 'test', DEMO_SEED: 'true' }, true],
  ])('%s gives demoSeed %s', (_title, env, demoSeed) => {
    expect(loadConfig(env).demoSeed).toBe(demoSeed);
  });

  it.each([
    ['an AUTH_SECRET of 31 characters', { AUTH_SECRET: 's'.repeat(31) }, 'AUTH_SECRET'],
    ['a PORT that is not a number', { PORT: 'http' }, 'PORT'],
    ['a PORT above 65535', { PORT: '65536' }, 'PORT'],
    ['an unknown NODE_ENV', { NODE_ENV: 'staging' }, 'NODE_ENV'],
    ['an unknown LOG_LEVEL', { LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    ['a BASE_URL that is not a URL', { BASE_URL: 'foundly' }, 'BASE_URL'],
    ['a DEMO_SEED that is not a boolean', { DEMO_SEED: 'yes' }, 'DEMO_SEED'],
  ])('refuses %s', (_title, env, key) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:[\\s\\S]*${key}:`));
  });

  it('enables Google only with both its client id and secret', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('enables an OIDC issuer only with its discovery URL, client id and secret', () => {
    const oidc = {
      OIDC_DISCOVERY_URL: 'https://id.example/.well-known/openid-configuration',
      OIDC_CLIENT_ID: 'foundly',
    };
    expect(loadConfig(oidc).oidc).toBeUndefined();
    expect(
      loadConfig({ ...oidc, OIDC_CLIENT_SECRET: 'secret', OIDC_PROVIDER_ID: 'keycloak' }).oidc,
    ).toEqual({
      providerId: 'keycloak',
      discoveryUrl: oidc.OIDC_DISCOVERY_URL,
      clientId: 'foundly',
      clientSecret: 'secret',
    });
  });
});

describe('loadConfig: card payments', () => {
  const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('outside production, the sandbox is the default, with a webhook secret derived from AUTH_SECRET', () => {
    const payments = loadConfig({}).payments;
    expect(payments).toMatchObject({ provider: 'sandbox' });
    expect(payments.webhookSecret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40) }).payments.webhookSecret).not.toBe(
      payments.webhookSecret,
    );
  });

  it('the sandbox signs with STRIPE_WEBHOOK_SECRET when it is set', () => {
    expect(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_mine' }).payments).toEqual({
      provider: 'sandbox',
      webhookSecret: 'whsec_mine',
    });
  });

  it('STRIPE_SECRET_KEY turns Stripe on; PAYMENT_PROVIDER=sandbox keeps the sandbox', () => {
    expect(loadConfig(STRIPE).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
    });
    expect(loadConfig({ ...STRIPE, PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe(
      'sandbox',
    );
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])(
    'PAYMENT_PROVIDER=stripe without %s is refused, naming it',
    (key) => {
      expect(() => loadConfig({ ...without(STRIPE, key), PAYMENT_PROVIDER: 'stripe' })).toThrow(
        `${key}: required with PAYMENT_PROVIDER=stripe`,
      );
    },
  );

  it.each([
    ['a publishable key as secret key', { STRIPE_SECRET_KEY: 'pk_test_abc' }, 'STRIPE_SECRET_KEY'],
    ['a webhook secret without whsec_', { STRIPE_WEBHOOK_SECRET: 'abc' }, 'STRIPE_WEBHOOK_SECRET'],
    ['an unknown provider', { PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
  ])('refuses %s', (_title, env, key) => {
    expect(() => loadConfig({ ...STRIPE, ...env })).toThrow(key);
  });

  it('production refuses the sandbox unless PAYMENT_SANDBOX_ALLOWED=true', () => {
    const production = without(without(PRODUCTION, 'STRIPE_SECRET_KEY'), 'STRIPE_WEBHOOK_SECRET');
    expect(() => loadConfig(production)).toThrow('the payment sandbox is refused in production');
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      'PAYMENT_PROVIDER',
    );
    expect(loadConfig({ ...production, PAYMENT_SANDBOX_ALLOWED: 'true' }).payments.provider).toBe(
      'sandbox',
    );
  });

  it('production with Stripe keys uses Stripe', () => {
    expect(loadConfig(PRODUCTION).payments.provider).toBe('stripe');
  });
});

describe('the customer-rating badge', () => {
  it('is on when score, count and link are all given', () => {
    const config = loadConfig({
      RATING_SCORE: '4.8',
      RATING_COUNT: '1200',
      RATING_URL: 'https://reviews.example/foundly',
    });
    expect(config.rating).toEqual({
      score: 4.8,
      count: 1200,
      url: 'https://reviews.example/foundly',
    });
  });

  it('is off when any of them is missing', () => {
    expect(loadConfig({ RATING_SCORE: '4.8', RATING_COUNT: '1200' }).rating).toBeUndefined();
  });

  it('refuses a score above 5', () => {
    expect(() =>
      loadConfig({ RATING_SCORE: '6', RATING_COUNT: '3', RATING_URL: 'https://reviews.example/' }),
    ).toThrow(/RATING_SCORE/);
  });
});

describe('the e-signature partner', () => {
  const YOUSIGN = {
    YOUSIGN_API_KEY: 'yousign-key-for-tests',
    YOUSIGN_WEBHOOK_SECRET: 'yousign-webhook-secret-for-tests',
  };

  it('is the sandbox without a Yousign key, with a webhook secret derived from the auth secret', () => {
    const signatures = loadConfig({}).signatures;
    expect(signatures.provider).toBe('sandbox');
    expect(signatures.webhookSecret).toMatch(/^[0-9a-f]{48}$/);
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40) }).signatures.webhookSecret).not.toBe(
      signatures.webhookSecret,
    );
  });

  it('is Yousign with its key and webhook secret, on the production API by default', () => {
    expect(loadConfig(YOUSIGN).signatures).toEqual({
      provider: 'yousign',
      apiKey: YOUSIGN.YOUSIGN_API_KEY,
      apiUrl: 'https://api.yousign.app/v3',
      webhookSecret: YOUSIGN.YOUSIGN_WEBHOOK_SECRET,
    });
  });

  it('refuses Yousign without its webhook secret: no signature could ever be verified', () => {
    expect(() =>
      loadConfig({ SIGNATURE_PROVIDER: 'yousign', YOUSIGN_API_KEY: 'key-1234567890' }),
    ).toThrow('YOUSIGN_WEBHOOK_SECRET');
  });

  it('production refuses the signing sandbox unless SIGNATURE_SANDBOX_ALLOWED=true', () => {
    const production = without(without(PRODUCTION, 'YOUSIGN_API_KEY'), 'YOUSIGN_WEBHOOK_SECRET');
    expect(() => loadConfig(production)).toThrow(
      'the e-signature sandbox is refused in production',
    );
    expect(
      loadConfig({ ...production, SIGNATURE_SANDBOX_ALLOWED: 'true' }).signatures.provider,
    ).toBe('sandbox');
  });
});

describe('e-mail delivery', () => {
  it('keeps e-mails in the outbox without SMTP_URL', () => {
    expect(loadConfig({}).email).toEqual({
      smtpUrl: undefined,
      from: 'Foundly <no-reply@localhost>',
    });
  });

  it.each(['http://mail.example.com', 'not a url'])('refuses SMTP_URL=%s', (value) => {
    expect(() => loadConfig({ SMTP_URL: value })).toThrow('SMTP_URL');
  });

  it('accepts smtp:// and smtps:// URLs', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).email.smtpUrl).toBe(
      'smtps://user:pass@mail.example.com:465',
    );
  });
});

describe('the bank portal of the navigation’s my-account', () => {
  it('is the sandbox bank’s page by default', () => {
    expect(loadConfig({ BASE_URL: 'https://app.example/' }).bankPortalUrl).toBe(
      'https://app.example/api/company-account/sandbox/banking',
    );
  });

  it('is Swan’s web banking with Swan, and BANK_PORTAL_URL overrides either', () => {
    const swan = {
      SWAN_CLIENT_ID: 'swan-client',
      SWAN_CLIENT_SECRET: 'swan-secret-1',
      SWAN_WEBHOOK_SECRET: 'a'.repeat(16),
    };
    expect(loadConfig(swan).bankPortalUrl).toBe('https://banking.swan.io');
    expect(
      loadConfig({ ...swan, BANK_PORTAL_URL: 'https://bank.example/portal/' }).bankPortalUrl,
    ).toBe('https://bank.example/portal');
  });
});

describe('loadConfig: support chat', () => {
  it('is the built-in chat by default, its token secret derived from AUTH_SECRET', () => {
    const first = loadConfig({ AUTH_SECRET: 'a'.repeat(32) }).supportChat;
    const second = loadConfig({ AUTH_SECRET: 'b'.repeat(32) }).supportChat;
    expect(first).toMatchObject({ provider: 'builtin', intercomAppId: undefined });
    expect(first.tokenSecret).toHaveLength(64);
    expect(first.tokenSecret).not.toBe(second.tokenSecret);
    expect(first.tokenSecret).not.toContain('a'.repeat(32));
  });

  it('INTERCOM_APP_ID turns Intercom on; SUPPORT_CHAT_PROVIDER=builtin keeps the built-in chat', () => {
    expect(loadConfig({ INTERCOM_APP_ID: 'abc123' }).supportChat.provider).toBe('intercom');
    expect(
      loadConfig({ INTERCOM_APP_ID: 'abc123', SUPPORT_CHAT_PROVIDER: 'builtin' }).supportChat
        .provider,
    ).toBe('builtin');
  });

  it('Intercom needs its workspace id', () => {
    expect(() => loadConfig({ SUPPORT_CHAT_PROVIDER: 'intercom' })).toThrow(/INTERCOM_APP_ID/);
  });

  it('production refuses Intercom without its identity verification secret', () => {
    expect(() => loadConfig({ ...PRODUCTION, INTERCOM_APP_ID: 'abc123' })).toThrow(
      /SUPPORT_CHAT_SECRET: required in production/,
    );
    const config = loadConfig({
      ...PRODUCTION,
      INTERCOM_APP_ID: 'abc123',
      SUPPORT_CHAT_SECRET: 's'.repeat(40),
    });
    expect(config.supportChat).toMatchObject({ provider: 'intercom', tokenSecret: 's'.repeat(40) });
  });
});
