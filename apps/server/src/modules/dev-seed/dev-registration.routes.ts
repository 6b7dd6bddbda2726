import { ErrorCode } from '@foundly/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { RestError } from '../../http/rest-error.js';
import { seedCompanyRegistration } from '../commercial-documents/index.js';

const bodySchema = z.object({
  registrationNumber: z.string().max(30),
  vatNumber: z.string().max(20),
  register: z.string().max(100),
  /** Minor units, as a decimal string (JSON has no 64-bit integers). */
  shareCapital: z.string().regex(/^\d{1,15}$/),
  registeredOffice: z
    .object({
      street1: z.string().min(1).max(200),
      street2: z.string().max(200).optional(),
      postalCode: z.string().min(1).max(10),
      city: z.string().min(1).max(100),
      countryCode: z.string().regex(/^[A-Z]{2}$/),
    })
    .optional(),
});

/**
 * POST /api/dev/accounts/{accountId}/registration: records the company's
 * registration (SIREN or company number, VAT number, register, share capital,
 * and the registered office when given) as an operator does from the register extract, so that its invoices can be
 * issued. For demos and browser tests; never registered in production.
 */
export function registerDevRegistrationRoute(server: FastifyInstance, app: AppContext) {
  server.post<{ Params: { accountId: string } }>(
    '/api/dev/accounts/:accountId/registration',
    {
      schema: {
        summary: 'Record a company’s registration (development only)',
        tags: ['development'],
        params: { type: 'object', properties: { accountId: { type: 'string', format: 'uuid' } } },
        body: {
          type: 'object',
          required: ['registrationNumber', 'vatNumber', 'register', 'shareCapital'],
          properties: {
            registrationNumber: { type: 'string' },
            vatNumber: { type: 'string' },
            register: { type: 'string' },
            shareCapital: { type: 'string' },
            registeredOffice: {
              type: 'object',
              required: ['street1', 'postalCode', 'city', 'countryCode'],
              properties: {
                street1: { type: 'string' },
                street2: { type: 'string' },
                postalCode: { type: 'string' },
                city: { type: 'string' },
                countryCode: { type: 'string' },
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const body = bodySchema.safeParse(request.body);
      if (!body.success) throw new RestError(400, ErrorCode.InvalidArgument, body.error.message);
      const recorded = await seedCompanyRegistration(app.db, request.params.accountId, {
        ...body.data,
        registeredOffice: body.data.registeredOffice ?? null,
        shareCapital: BigInt(body.data.shareCapital),
        recordedBy: 'development',
      });
      if (!recorded) throw new RestError(404, ErrorCode.AccountNotFound, 'Account not found');
      return reply.code(200).send(body.data);
    },
  );
}
