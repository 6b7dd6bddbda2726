import { toJson } from '@bufbuild/protobuf';
import type { FastifyInstance } from 'fastify';
import { DomainError, ErrorCode } from '@foundly/domain';
import { SupportMessageSchema } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { toFetchHeaders } from '../../http/fetch-headers.js';
import { requireCallerOfHeaders } from '../../rpc/caller.js';
import { toSupportMessage } from './support-chat-mapper.js';
import {
  findCustomerOfUser,
  listMessagesOfCustomerAfter,
  type MessageRow,
} from './support-chat.repository.js';

/** The founder's live stream of support messages (server-sent events). */
export const SUPPORT_CHAT_EVENTS_PATH = '/api/support-chat/events';

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;

/**
 * The message as the stream sends it: the contract's JSON form of a
 * SupportMessage, attachment included (the sequence is also the event id).
 */
function toEventData(message: MessageRow): string {
  return JSON.stringify(toJson(SupportMessageSchema, toSupportMessage(message)));
}

/** The sequence a reconnecting browser last received (Last-Event-ID), or undefined. */
function readLastEventId(value: string | string[] | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * GET /api/support-chat/events: every new message of the caller's
 * conversations as a `message` event whose id is its sequence. Authenticated
 * by the session cookie (EventSource sends no other header). A browser that
 * reconnects with Last-Event-ID first receives what it missed.
 */
export function registerSupportChatRoutes(server: FastifyInstance, app: AppContext) {
  server.get(
    SUPPORT_CHAT_EVENTS_PATH,
    {
      schema: {
        summary: "Live stream of the signed-in founder's support messages (text/event-stream)",
        tags: ['support chat'],
        security: [{ sessionCookie: [] }],
      },
    },
    async (request, reply) => {
      const caller = await requireCallerOfHeaders(app, toFetchHeaders(request));
      const customer = await findCustomerOfUser(app.db, caller.userId);
      if (!customer) throw new DomainError(ErrorCode.CustomerNotFound, 'Customer not found');
      const lastEventId = readLastEventId(request.headers['last-event-id']);

      const sent = new Set<number>();
      const pending: MessageRow[] = [];
      let replaying = true;
      const write = (message: MessageRow) => {
        if (sent.has(message.sequence)) return;
        sent.add(message.sequence);
        reply.raw.write(
          `id: ${message.sequence}\nevent: message\ndata: ${toEventData(message)}\n\n`,
        );
      };
      const unsubscribe = app.supportChat.subscribe(customer.id, (message) => {
        if (replaying) pending.push(message);
        else write(message);
      });

      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      reply.raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const heartbeat = setInterval(() => reply.raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.raw.on('close', stop);
      reply.raw.on('error', stop);

      try {
        if (lastEventId !== undefined) {
          for (const message of await listMessagesOfCustomerAfter(
            app.db,
            customer.id,
            lastEventId,
          )) {
            write(message);
          }
        }
      } catch (error) {
        request.log.warn({ err: error }, 'Replaying support messages failed');
      }
      replaying = false;
      for (const message of pending.splice(0)) write(message);
    },
  );
}
