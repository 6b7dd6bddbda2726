import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/** What the web app needs before sign-in (landing host, sign-in providers, rating badge, bank portal, support chat). */
export function getPublicConfig(config: Config) {
  return {
    landingUrl: config.landingUrl,
    providers: {
      google: Boolean(config.google),
      oidc: config.oidc ? { id: config.oidc.providerId } : null,
    },
    rating: config.rating ?? null,
    bankPortalUrl: config.bankPortalUrl ?? null,
    supportChat: {
      provider: config.supportChat.provider,
      intercomAppId:
        config.supportChat.provider === 'intercom'
          ? (config.supportChat.intercomAppId ?? null)
          : null,
    },
  };
}

/** GET /api/config: the public configuration, for the pages the browser renders itself. */
export function registerPublicConfigRoute(app: FastifyInstance, config: Config) {
  const body = getPublicConfig(config);
  app.get(
    '/api/config',
    {
      schema: {
        summary: 'Public configuration of the web app',
        tags: ['configuration'],
        response: {
          200: {
            type: 'object',
            properties: {
              landingUrl: { type: 'string' },
              bankPortalUrl: { type: ['string', 'null'] },
              rating: {
                type: ['object', 'null'],
                properties: {
                  score: { type: 'number' },
                  count: { type: 'integer' },
                  url: { type: 'string' },
                },
              },
              supportChat: {
                type: 'object',
                properties: {
                  provider: { type: 'string', enum: ['builtin', 'intercom'] },
                  intercomAppId: { type: ['string', 'null'] },
                },
              },
              providers: {
                type: 'object',
                properties: {
                  google: { type: 'boolean' },
                  oidc: {
                    type: ['object', 'null'],
                    properties: { id: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
    },
    async () => body,
  );
}
