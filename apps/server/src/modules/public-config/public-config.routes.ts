import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/** GET /api/config: what the web app needs before sign-in (landing host, sign-in providers). */
export function registerPublicConfigRoute(app: FastifyInstance, config: Config) {
  const body = {
    landingUrl: config.landingUrl,
    providers: {
      google: Boolean(config.google),
      oidc: config.oidc ? { id: config.oidc.providerId } : null,
    },
    rating: config.rating ?? null,
  };
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
              rating: {
                type: ['object', 'null'],
                properties: {
                  score: { type: 'number' },
                  count: { type: 'integer' },
                  url: { type: 'string' },
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
