import { Code } from '@connectrpc/connect';
import { SUPPORT_CHAT_TOKEN_TTL_SECONDS, SUPPORT_MESSAGE_MAX_LENGTH } from '@foundly/domain';
import {
  CountryCode,
  LegalForm,
  SupportAuthor,
  SupportConversationFilter,
  SupportConversationStatus,
} from '@foundly/proto';
import { and, count, eq, like } from 'drizzle-orm';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, operatorActions, supportMessages } from '../../db/schema/index.js';
import { describeCallerChecks } from '../../../test/caller-checks.js';
import {
  BACKENDS,
  expectRpcError,
  TestApp,
  TestClock,
  useTestApp,
  type RpcClients,
} from '../../../test/harness.js';
import { openEventStream } from '../../../test/event-stream.js';
import { createUnreadReplyEmailTask, SUPPORT_CHAT_EVENTS_PATH } from './index.js';

const SECRET = 'support-chat-test-secret-0123456789abcdef';

/** Every inbox method, called with harmless arguments. */
const INBOX_CALLS: [string, (rpc: RpcClients, conversationId: string) => Promise<unknown>][] = [
  ['ListSupportConversations', (rpc) => rpc.supportInbox.listSupportConversations({})],
  [
    'GetSupportConversation',
    (rpc, conversationId) => rpc.supportInbox.getSupportConversation({ conversationId }),
  ],
  [
    'AssignSupportConversation',
    (rpc, conversationId) => rpc.supportInbox.assignSupportConversation({ conversationId }),
  ],
  [
    'ReplySupportConversation',
    (rpc, conversationId) =>
      rpc.supportInbox.replySupportConversation({ conversationId, body: 'Hello' }),
  ],
  [
    'CloseSupportConversation',
    (rpc, conversationId) => rpc.supportInbox.closeSupportConversation({ conversationId }),
  ],
];

describe.each(BACKENDS)('SupportChatService and SupportInboxService on %s', (backend) => {
  const clock = new TestClock();
  const app = useTestApp(backend, { clock, env: { SUPPORT_CHAT_SECRET: SECRET } });

  async function signUpFounder() {
    const founder = await app().signUpCustomer();
    await founder.rpc.orders.createOrder({
      countryCode: CountryCode.FR,
      companyLegalForm: LegalForm.SASU,
      companyName: 'Acme',
    });
    return founder;
  }

  describe('GenerateSupportChatToken', () => {
    it('signs an HS256 token with the configured secret, bound to the user, expiring within the hour', async () => {
      const { user, rpc } = await app().signUpCustomer();
      const { intercomToken } = await rpc.supportChat.generateSupportChatToken({});
      const { payload } = await jwtVerify(intercomToken, new TextEncoder().encode(SECRET), {
        algorithms: ['HS256'],
        currentDate: clock.now(),
      });
      expect(decodeProtectedHeader(intercomToken)).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(payload.user_id).toBe(user.id);
      expect(payload.email).toBe(user.email);
      expect(payload.exp! - payload.iat!).toBe(SUPPORT_CHAT_TOKEN_TTL_SECONDS);
      expect(Math.abs(payload.iat! - clock.now().getTime() / 1000)).toBeLessThan(5);
    });

    it('does not verify with another secret', async () => {
      const { rpc } = await app().signUpCustomer();
      const { intercomToken } = await rpc.supportChat.generateSupportChatToken({});
      await expect(
        jwtVerify(intercomToken, new TextEncoder().encode(`${SECRET}-other`)),
      ).rejects.toThrow();
    });

    it('gives no token without a session', async () => {
      await expectRpcError(
        app().clients().supportChat.generateSupportChatToken({}),
        Code.Unauthenticated,
      );
    });
  });

  describe('a conversation between a founder and the team', () => {
    it('goes from the first message to a live reply, read markers and closing', async () => {
      const founder = await signUpFounder();
      const operator = await app().signUpOperator();
      expect(await founder.rpc.supportChat.getMySupportConversation({})).toMatchObject({
        messages: [],
      });

      const sent = await founder.rpc.supportChat.sendSupportMessage({
        body: '  How long does the registration take? <b>bold</b>\r\n',
      });
      expect(sent.message).toMatchObject({
        author: SupportAuthor.FOUNDER,
        body: 'How long does the registration take? <b>bold</b>',
      });
      const conversationId = sent.conversation!.id;

      const unassigned = await operator.rpc.supportInbox.listSupportConversations({
        filter: SupportConversationFilter.UNASSIGNED,
      });
      expect(unassigned.conversations.find((c) => c.id === conversationId)).toMatchObject({
        founderEmail: founder.user.email,
        unreadCount: 1,
        lastMessageBody: 'How long does the registration take? <b>bold</b>',
      });

      const file = await operator.rpc.supportInbox.getSupportConversation({ conversationId });
      expect(file.order).toMatchObject({ companyName: 'Acme', customerEmail: founder.user.email });
      expect(file.messages.map((message) => message.body)).toEqual([
        'How long does the registration take? <b>bold</b>',
      ]);
      const afterRead = await operator.rpc.supportInbox.listSupportConversations({});
      expect(afterRead.conversations.find((c) => c.id === conversationId)?.unreadCount).toBe(0);

      const assigned = await operator.rpc.supportInbox.assignSupportConversation({
        conversationId,
      });
      expect(assigned.conversation).toMatchObject({
        assignedOperatorId: operator.id,
        assignedOperatorName: 'Olga Operator',
      });
      const mine = await operator.rpc.supportInbox.listSupportConversations({
        filter: SupportConversationFilter.ASSIGNED_TO_ME,
      });
      expect(mine.conversations.map((c) => c.id)).toContain(conversationId);

      const reply = await operator.rpc.supportInbox.replySupportConversation({
        conversationId,
        body: 'About two weeks.',
      });
      expect(reply.message).toMatchObject({
        author: SupportAuthor.OPERATOR,
        authorName: 'Olga Operator',
      });
      expect(await founder.rpc.supportChat.getSupportUnreadCount({})).toMatchObject({
        unreadCount: 1,
      });
      const mineNow = await founder.rpc.supportChat.getMySupportConversation({});
      expect(mineNow.conversation?.unreadCount).toBe(1);
      expect(mineNow.messages.map((message) => message.author)).toEqual([
        SupportAuthor.FOUNDER,
        SupportAuthor.OPERATOR,
      ]);

      const marked = await founder.rpc.supportChat.markSupportConversationRead({
        conversationId,
        upToSequence: reply.message!.sequence + 1000n,
      });
      expect(marked.unreadCount).toBe(0);

      const closed = await operator.rpc.supportInbox.closeSupportConversation({ conversationId });
      expect(closed.conversation?.status).toBe(SupportConversationStatus.CLOSED);
      const { detail } = await expectRpcError(
        founder.rpc.supportChat.sendSupportMessage({ conversationId, body: 'One more thing' }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('SUPPORT_CONVERSATION_CLOSED');
      await expectRpcError(
        operator.rpc.supportInbox.replySupportConversation({ conversationId, body: 'Late' }),
        Code.FailedPrecondition,
      );
      const next = await founder.rpc.supportChat.sendSupportMessage({ body: 'One more thing' });
      expect(next.conversation?.id).not.toBe(conversationId);
      expect(next.conversation?.status).toBe(SupportConversationStatus.OPEN);

      const [audited] = await app()
        .context.db.select({ total: count() })
        .from(operatorActions)
        .where(eq(operatorActions.target, conversationId));
      expect(audited?.total).toBe(3);
    });

    it('refuses an empty, too long or control-character message and stores nothing', async () => {
      const founder = await signUpFounder();
      for (const body of ['   ', 'a'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1), 'bell\u0007']) {
        const { fields } = await expectRpcError(
          founder.rpc.supportChat.sendSupportMessage({ body }),
          Code.InvalidArgument,
        );
        expect(fields).toEqual(['body']);
      }
      expect(await founder.rpc.supportChat.getMySupportConversation({})).toMatchObject({
        messages: [],
      });
    });
  });

  describe("another customer's conversation", () => {
    let ownerConversation: string;
    let stranger: Awaited<ReturnType<typeof signUpFounder>>;

    beforeAll(async () => {
      const owner = await signUpFounder();
      stranger = await signUpFounder();
      const sent = await owner.rpc.supportChat.sendSupportMessage({ body: 'Private question' });
      ownerConversation = sent.conversation!.id;
    });

    it('cannot be written to or marked read: not_found, as an id that does not exist', async () => {
      for (const conversationId of [ownerConversation, crypto.randomUUID(), 'not-a-uuid']) {
        const { detail } = await expectRpcError(
          stranger.rpc.supportChat.sendSupportMessage({ conversationId, body: 'Hi' }),
          Code.NotFound,
        );
        expect(detail?.reason).toBe('SUPPORT_CONVERSATION_NOT_FOUND');
        await expectRpcError(
          stranger.rpc.supportChat.markSupportConversationRead({
            conversationId,
            upToSequence: 1n,
          }),
          Code.NotFound,
        );
      }
      const [written] = await app()
        .context.db.select({ total: count() })
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, ownerConversation));
      expect(written?.total).toBe(1);
    });

    it("is not in the stranger's own conversation", async () => {
      const mine = await stranger.rpc.supportChat.getMySupportConversation({});
      expect(mine.conversation).toBeUndefined();
    });

    it.each(INBOX_CALLS)('%s is refused to a customer: permission_denied', async (_name, call) => {
      const { detail } = await expectRpcError(
        call(stranger.rpc, ownerConversation),
        Code.PermissionDenied,
      );
      expect(detail?.reason).toBe('NOT_OPERATOR');
    });

    it.each(INBOX_CALLS)('%s without a session is unauthenticated', async (_name, call) => {
      await expectRpcError(call(app().clients(), ownerConversation), Code.Unauthenticated);
    });
  });

  describe('live delivery', () => {
    function streamUrl(target: TestApp) {
      return `${target.url}${SUPPORT_CHAT_EVENTS_PATH}`;
    }

    it('refuses a stream without a session', async () => {
      const response = await app().fetch(SUPPORT_CHAT_EVENTS_PATH);
      expect(response.status).toBe(401);
      await response.body?.cancel();
    });

    it("sends the team's reply to every open stream of the founder, and only theirs", async () => {
      const founder = await signUpFounder();
      const other = await signUpFounder();
      const operator = await app().signUpOperator();
      const { conversation } = await founder.rpc.supportChat.sendSupportMessage({ body: 'Hi' });
      const first = await openEventStream(streamUrl(app()), { cookie: founder.user.cookie });
      const second = await openEventStream(streamUrl(app()), { cookie: founder.user.cookie });
      const stranger = await openEventStream(streamUrl(app()), { cookie: other.user.cookie });
      try {
        expect(first.status).toBe(200);
        const { message } = await operator.rpc.supportInbox.replySupportConversation({
          conversationId: conversation!.id,
          body: 'Hello <script>alert(1)</script>',
        });
        for (const stream of [first, second]) {
          const [event] = await stream.waitFor(1);
          expect(event).toMatchObject({ id: String(message!.sequence), event: 'message' });
          expect(JSON.parse(event!.data)).toMatchObject({
            conversationId: conversation!.id,
            author: 'SUPPORT_AUTHOR_OPERATOR',
            authorName: 'Olga Operator',
            body: 'Hello <script>alert(1)</script>',
          });
        }
        const { message: own } = await other.rpc.supportChat.sendSupportMessage({ body: 'Me' });
        const [event] = await stranger.waitFor(1);
        expect(event?.id).toBe(String(own!.sequence));
        expect(stranger.events).toHaveLength(1);
      } finally {
        first.close();
        second.close();
        stranger.close();
      }
    });

    it('replays what a reconnecting stream missed after its Last-Event-ID', async () => {
      const founder = await signUpFounder();
      const operator = await app().signUpOperator();
      const { conversation, message } = await founder.rpc.supportChat.sendSupportMessage({
        body: 'First',
      });
      const conversationId = conversation!.id;
      await operator.rpc.supportInbox.replySupportConversation({ conversationId, body: 'A' });
      await operator.rpc.supportInbox.replySupportConversation({ conversationId, body: 'B' });
      const stream = await openEventStream(streamUrl(app()), {
        cookie: founder.user.cookie,
        'last-event-id': String(message!.sequence),
      });
      try {
        const events = await stream.waitFor(2);
        expect(events.map((event) => JSON.parse(event.data).body)).toEqual(['A', 'B']);
      } finally {
        stream.close();
      }
    });

    it('reaches a stream held by another instance of the app', async () => {
      const founder = await signUpFounder();
      const operator = await app().signUpOperator();
      const { conversation } = await founder.rpc.supportChat.sendSupportMessage({ body: 'Hi' });
      const other = await TestApp.start({
        database: app().database,
        env: { SUPPORT_CHAT_SECRET: SECRET },
      });
      const stream = await openEventStream(streamUrl(other), { cookie: founder.user.cookie });
      try {
        await other.context.supportChat.poll();
        await operator.rpc.supportInbox.replySupportConversation({
          conversationId: conversation!.id,
          body: 'From the first instance',
        });
        const [event] = await stream.waitFor(1);
        expect(JSON.parse(event!.data).body).toBe('From the first instance');
      } finally {
        stream.close();
        await other.close();
      }
    });
  });

  describe('the e-mail about an unread reply', () => {
    it('is queued once, after the delay, only while the reply is unread', async () => {
      const founder = await signUpFounder();
      const operator = await app().signUpOperator();
      const { conversation } = await founder.rpc.supportChat.sendSupportMessage({ body: 'Hi' });
      const conversationId = conversation!.id;
      const { message: unread } = await operator.rpc.supportInbox.replySupportConversation({
        conversationId,
        body: 'Please send your ID.',
      });
      const task = createUnreadReplyEmailTask(app().context);
      const emailsOf = (messageId: string) =>
        app()
          .context.db.select()
          .from(emailOutbox)
          .where(
            and(
              eq(emailOutbox.to, founder.user.email),
              like(emailOutbox.dedupeKey, `support-reply:${messageId}`),
            ),
          );

      await task.runOnce();
      expect(await emailsOf(unread!.id)).toHaveLength(0);

      clock.advance(10 * 60);
      try {
        await task.runOnce();
        const [email] = await emailsOf(unread!.id);
        expect(email).toMatchObject({ template: 'support-reply' });
        expect(email?.text).toContain('Please send your ID.');
        await task.runOnce();
        expect(await emailsOf(unread!.id)).toHaveLength(1);

        const { message: read } = await operator.rpc.supportInbox.replySupportConversation({
          conversationId,
          body: 'Thanks!',
        });
        await founder.rpc.supportChat.markSupportConversationRead({
          conversationId,
          upToSequence: read!.sequence,
        });
        clock.advance(10 * 60);
        await task.runOnce();
        expect(await emailsOf(read!.id)).toHaveLength(0);
      } finally {
        clock.reset();
      }
    });
  });
});

describeCallerChecksOnPglite();

function describeCallerChecksOnPglite() {
  describe('SupportChatService callers', () => {
    const app = useTestApp('pglite');
    describeCallerChecks('GenerateSupportChatToken', app, (rpc) =>
      rpc.supportChat.generateSupportChatToken({}),
    );
    describeCallerChecks('GetSupportUnreadCount', app, (rpc) =>
      rpc.supportChat.getSupportUnreadCount({}),
    );
    describeCallerChecks('GetMySupportConversation', app, (rpc) =>
      rpc.supportChat.getMySupportConversation({}),
    );
  });
}
