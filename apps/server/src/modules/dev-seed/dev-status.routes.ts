import { DomainError, ErrorCode } from '@foundly/domain';
import { OrderStatus } from '@foundly/proto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { RestError } from '../../http/rest-error.js';
import type { OrderStatusName } from '../../db/schema/index.js';
import { lockOrder, moveOrderStatus } from '../order-records/index.js';

const STATUS_NAMES = Object.keys(OrderStatus).filter(
  (name): name is OrderStatusName => Number.isNaN(Number(name)) && name !== 'UNSPECIFIED',
);

const bodySchema = z.object({
  status: z.enum(STATUS_NAMES as [OrderStatusName, ...OrderStatusName[]]),
});

/**
 * POST /api/dev/orders/{orderId}/status: puts an order in any status, skipping
 * the lifecycle's rules but not its effects (the change is audited with actor
 * `system`, e-mails and signature requests follow). For demos and browser
 * tests; never registered in production.
 */
export function registerDevStatusRoute(server: FastifyInstance, app: AppContext) {
  server.post<{ Params: { orderId: string } }>(
    '/api/dev/orders/:orderId/status',
    {
      schema: {
        summary: 'Put an order in a status (development only)',
        tags: ['development'],
        params: { type: 'object', properties: { orderId: { type: 'string', format: 'uuid' } } },
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: STATUS_NAMES } },
        },
      },
    },
    async (request, reply) => {
      const body = bodySchema.safeParse(request.body);
      if (!body.success) throw new RestError(400, ErrorCode.InvalidArgument, 'Unknown status');
      const to = body.data.status;
      const found = await app.db.transaction(async (tx) => {
        const order = await lockOrder(tx, request.params.orderId);
        if (!order) return false;
        if (order.status !== to) {
          await moveOrderStatus(tx, app, {
            orderId: request.params.orderId,
            from: order.status,
            to,
            actor: 'system',
            reason: 'development status route',
          });
        }
        return true;
      });
      if (!found) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
      app.worker.kick();
      return reply.code(200).send({ status: body.data.status });
    },
  );
}
