import { Code } from '@connectrpc/connect';
import { MAX_UPLOAD_BYTES } from '@foundly/domain';
import { CountryCode, LegalForm, SupportAuthor } from '@foundly/proto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  operatorActions,
  supportAttachments,
  supportMessages,
  uploads,
} from '../../db/schema/index.js';
import { describeCallerChecks } from '../../../test/caller-checks.js';
import { download, putBytes, sampleFiles, sha256 } from '../../../test/documents.js';
import { openEventStream } from '../../../test/event-stream.js';
import { BACKENDS, expectRpcError, useTestApp, type RpcClients } from '../../../test/harness.js';
import { SUPPORT_CHAT_EVENTS_PATH } from './index.js';

type Side = 'founder' | 'operator';

/** Announces a file on the founder's or the team's side and PUTs its bytes. */
async function announceAndPut(rpc: RpcClients, side: Side, fileName: string, bytes: Buffer) {
  const service = side === 'founder' ? rpc.supportChat : rpc.supportInbox;
  const slot = await service.getSupportAttachmentUploadUrl({
    fileName,
    size: BigInt(bytes.length),
    sha256: sha256(bytes),
  });
  const put = await putBytes(slot.url, bytes, slot.headers);
  return { slot, put };
}

describe.each(BACKENDS)('support chat attachments on %s', (backend) => {
  const app = useTestApp(backend);

  async function signUpFounder() {
    const founder = await app().signUpCustomer();
    const { order } = await founder.rpc.orders.createOrder({
      countryCode: CountryCode.FR,
      companyLegalForm: LegalForm.SASU,
      companyName: 'Acme',
    });
    return { ...founder, order: order! };
  }

  async function countMessagesOf(conversationId: string) {
    const [row] = await app()
      .context.db.select({ total: count() })
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, conversationId));
    return row?.total ?? 0;
  }

  async function countAttachments() {
    const [row] = await app().context.db.select({ total: count() }).from(supportAttachments);
    return row?.total ?? 0;
  }

  describe('a founder sends a PDF and the team answers with a picture', () => {
    it('stores both, shows them to each side and lets each side download them', async () => {
      const founder = await signUpFounder();
      const operator = await app().signUpOperator();
      const pdf = sampleFiles.pdf('Signed articles');
      const { slot, put } = await announceAndPut(founder.rpc, 'founder', 'statuts signés.pdf', pdf);
      expect(put.status).toBe(200);
      const sent = await founder.rpc.supportChat.sendSupportMessage({
        body: '',
        attachmentUploadId: slot.uploadId,
      });
      expect(sent.message).toMatchObject({
        author: SupportAuthor.FOUNDER,
        body: '',
        attachment: {
          fileName: 'statuts signés.pdf',
          contentType: 'application/pdf',
          size: BigInt(pdf.length),
        },
      });
      const conversationId = sent.conversation!.id;
      const attachmentId = sent.message!.attachment!.id;

      // Not a document of the founder's order.
      const { documents } = await founder.rpc.documents.listDocuments({
        orderId: founder.order.id,
      });
      expect(documents).toEqual([]);

      const mine = await founder.rpc.supportChat.getMySupportConversation({});
      expect(mine.messages.at(-1)?.attachment?.id).toBe(attachmentId);
      const own = await founder.rpc.supportChat.getSupportAttachmentUrl({ attachmentId });
      const downloaded = await download(own.url);
      expect(downloaded.response.headers.get('content-disposition')).toContain('attachment');
      expect(downloaded.bytes.equals(pdf)).toBe(true);

      const list = await operator.rpc.supportInbox.listSupportConversations({});
      expect(list.conversations.find((c) => c.id === conversationId)).toMatchObject({
        lastMessageBody: '',
        lastMessageAttachmentName: 'statuts signés.pdf',
      });
      const file = await operator.rpc.supportInbox.getSupportConversation({ conversationId });
      expect(file.messages.at(-1)?.attachment).toMatchObject({ id: attachmentId });
      const team = await operator.rpc.supportInbox.getSupportAttachmentUrl({
        attachmentId,
        inline: true,
      });
      const viewed = await download(team.url);
      expect(viewed.response.headers.get('content-type')).toBe('application/pdf');
      expect(viewed.response.headers.get('content-disposition')).toContain('inline');
      expect(viewed.bytes.equals(pdf)).toBe(true);
      const [audited] = await app()
        .context.db.select({ total: count() })
        .from(operatorActions)
        .where(
          and(
            eq(operatorActions.target, attachmentId),
            eq(operatorActions.action, 'download_support_attachment'),
          ),
        );
      expect(audited?.total).toBe(1);

      const png = sampleFiles.png('Checklist');
      const reply = await announceAndPut(operator.rpc, 'operator', 'checklist.png', png);
      const { message } = await operator.rpc.supportInbox.replySupportConversation({
        conversationId,
        body: 'Here is the checklist.',
        attachmentUploadId: reply.slot.uploadId,
      });
      expect(message).toMatchObject({
        author: SupportAuthor.OPERATOR,
        body: 'Here is the checklist.',
        attachment: { fileName: 'checklist.png', contentType: 'image/png' },
      });
      const back = await founder.rpc.supportChat.getSupportAttachmentUrl({
        attachmentId: message!.attachment!.id,
      });
      expect((await download(back.url)).bytes.equals(png)).toBe(true);
    });

    it('delivers a message with its attachment live to the founder', async () => {
      const founder = await signUpFounder();
      const operator = await app().signUpOperator();
      const { conversation } = await founder.rpc.supportChat.sendSupportMessage({ body: 'Hi' });
      const stream = await openEventStream(`${app().url}${SUPPORT_CHAT_EVENTS_PATH}`, {
        cookie: founder.user.cookie,
      });
      try {
        const jpeg = sampleFiles.jpeg('Receipt');
        const { slot } = await announceAndPut(operator.rpc, 'operator', 'receipt.jpg', jpeg);
        const { message } = await operator.rpc.supportInbox.replySupportConversation({
          conversationId: conversation!.id,
          body: '',
          attachmentUploadId: slot.uploadId,
        });
        const [event] = await stream.waitFor(1);
        expect(event?.id).toBe(String(message!.sequence));
        expect(JSON.parse(event!.data)).toMatchObject({
          author: 'SUPPORT_AUTHOR_OPERATOR',
          attachment: {
            id: message!.attachment!.id,
            fileName: 'receipt.jpg',
            contentType: 'image/jpeg',
            size: String(jpeg.length),
          },
        });
      } finally {
        stream.close();
      }
    });
  });

  describe('a refused file', () => {
    it('is refused by its name before anything is stored: invalid_argument INVALID_FILE', async () => {
      const founder = await signUpFounder();
      for (const side of ['founder', 'operator'] as const) {
        const rpc = side === 'founder' ? founder.rpc : (await app().signUpOperator()).rpc;
        const service = side === 'founder' ? rpc.supportChat : rpc.supportInbox;
        const bytes = sampleFiles.exe();
        const { detail, fields } = await expectRpcError(
          service.getSupportAttachmentUploadUrl({
            fileName: 'invoice.exe',
            size: BigInt(bytes.length),
            sha256: sha256(bytes),
          }),
          Code.InvalidArgument,
        );
        expect(detail?.reason).toBe('INVALID_FILE');
        expect(fields).toEqual(['file_name']);
      }
      const [row] = await app()
        .context.db.select({ total: count() })
        .from(uploads)
        .where(eq(uploads.userId, founder.user.id));
      expect(row?.total).toBe(0);
    });

    it('is refused over 10 MB: invalid_argument FILE_TOO_LARGE', async () => {
      const founder = await signUpFounder();
      const { detail, fields } = await expectRpcError(
        founder.rpc.supportChat.getSupportAttachmentUploadUrl({
          fileName: 'scan.pdf',
          size: BigInt(MAX_UPLOAD_BYTES + 1),
          sha256: sha256(Buffer.from('x')),
        }),
        Code.InvalidArgument,
      );
      expect(detail?.reason).toBe('FILE_TOO_LARGE');
      expect(fields).toEqual(['size']);
    });

    it('is refused by its content (an executable named .pdf) and forgotten: no message, no file', async () => {
      const founder = await signUpFounder();
      const { conversation } = await founder.rpc.supportChat.sendSupportMessage({ body: 'Hi' });
      const attachmentsBefore = await countAttachments();
      const { slot, put } = await announceAndPut(
        founder.rpc,
        'founder',
        'scan.pdf',
        sampleFiles.exe(),
      );
      expect(put.status).toBe(415);
      expect(await put.json()).toMatchObject({ error: 'INVALID_FILE' });
      const { detail } = await expectRpcError(
        founder.rpc.supportChat.sendSupportMessage({
          conversationId: conversation!.id,
          body: 'See attached',
          attachmentUploadId: slot.uploadId,
        }),
        Code.NotFound,
      );
      expect(detail?.reason).toBe('UPLOAD_NOT_FOUND');
      expect(await countMessagesOf(conversation!.id)).toBe(1);
      expect(await countAttachments()).toBe(attachmentsBefore);
      expect(await app().context.storage.size(`incoming/${slot.uploadId}`)).toBeUndefined();
    });

    it('is not sent before its bytes arrived, and can be sent once they did, once', async () => {
      const founder = await signUpFounder();
      const pdf = sampleFiles.pdf();
      const slot = await founder.rpc.supportChat.getSupportAttachmentUploadUrl({
        fileName: 'lease.pdf',
        size: BigInt(pdf.length),
        sha256: sha256(pdf),
      });
      const { detail } = await expectRpcError(
        founder.rpc.supportChat.sendSupportMessage({ body: '', attachmentUploadId: slot.uploadId }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('UPLOAD_NOT_RECEIVED');
      expect((await founder.rpc.supportChat.getMySupportConversation({})).messages).toEqual([]);

      expect((await putBytes(slot.url, pdf, slot.headers)).status).toBe(200);
      const sent = await founder.rpc.supportChat.sendSupportMessage({
        body: '',
        attachmentUploadId: slot.uploadId,
      });
      expect(sent.message?.attachment?.fileName).toBe('lease.pdf');
      const again = await expectRpcError(
        founder.rpc.supportChat.sendSupportMessage({ body: '', attachmentUploadId: slot.uploadId }),
        Code.FailedPrecondition,
      );
      expect(again.detail?.reason).toBe('UPLOAD_ALREADY_USED');
    });

    it('requires text when there is no attachment', async () => {
      const founder = await signUpFounder();
      const { fields } = await expectRpcError(
        founder.rpc.supportChat.sendSupportMessage({ body: ' ' }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['body']);
    });

    it('cannot be confirmed as a document of an order', async () => {
      const founder = await signUpFounder();
      const { slot } = await announceAndPut(founder.rpc, 'founder', 'id.pdf', sampleFiles.pdf());
      const { detail } = await expectRpcError(
        founder.rpc.documents.confirmUpload({
          fileId: slot.uploadId,
          key: `incoming/${slot.uploadId}`,
          documentType: 'identity',
        }),
        Code.NotFound,
      );
      expect(detail?.reason).toBe('UPLOAD_NOT_FOUND');
    });
  });

  describe("another customer's attachment and upload", () => {
    let owner: Awaited<ReturnType<typeof signUpFounder>>;
    let stranger: Awaited<ReturnType<typeof signUpFounder>>;
    let attachmentId: string;

    beforeAll(async () => {
      owner = await signUpFounder();
      stranger = await signUpFounder();
      const { slot } = await announceAndPut(owner.rpc, 'founder', 'kbis.pdf', sampleFiles.pdf());
      const sent = await owner.rpc.supportChat.sendSupportMessage({
        body: 'Private file',
        attachmentUploadId: slot.uploadId,
      });
      attachmentId = sent.message!.attachment!.id;
    });

    it('cannot be downloaded: not_found, as an id that does not exist', async () => {
      for (const id of [attachmentId, crypto.randomUUID(), 'not-a-uuid']) {
        const { detail } = await expectRpcError(
          stranger.rpc.supportChat.getSupportAttachmentUrl({ attachmentId: id }),
          Code.NotFound,
        );
        expect(detail?.reason).toBe('SUPPORT_ATTACHMENT_NOT_FOUND');
      }
    });

    it('cannot be sent by the stranger: not_found', async () => {
      const { slot } = await announceAndPut(owner.rpc, 'founder', 'rib.pdf', sampleFiles.pdf());
      const { detail } = await expectRpcError(
        stranger.rpc.supportChat.sendSupportMessage({
          body: 'Mine now',
          attachmentUploadId: slot.uploadId,
        }),
        Code.NotFound,
      );
      expect(detail?.reason).toBe('UPLOAD_NOT_FOUND');
      expect((await stranger.rpc.supportChat.getMySupportConversation({})).messages).toEqual([]);
    });

    it("is refused through the team's methods to a customer: permission_denied", async () => {
      const { detail } = await expectRpcError(
        stranger.rpc.supportInbox.getSupportAttachmentUrl({ attachmentId }),
        Code.PermissionDenied,
      );
      expect(detail?.reason).toBe('NOT_OPERATOR');
      await expectRpcError(
        stranger.rpc.supportInbox.getSupportAttachmentUploadUrl({
          fileName: 'a.pdf',
          size: 10n,
          sha256: 'a'.repeat(64),
        }),
        Code.PermissionDenied,
      );
    });

    it('is unauthenticated without a session', async () => {
      await expectRpcError(
        app().clients().supportChat.getSupportAttachmentUrl({ attachmentId }),
        Code.Unauthenticated,
      );
      await expectRpcError(
        app().clients().supportInbox.getSupportAttachmentUrl({ attachmentId }),
        Code.Unauthenticated,
      );
    });
  });
});

describe('support chat attachment callers', () => {
  const app = useTestApp('pglite');
  describeCallerChecks('GetSupportAttachmentUploadUrl', app, (rpc) =>
    rpc.supportChat.getSupportAttachmentUploadUrl({
      fileName: 'a.pdf',
      size: 10n,
      sha256: 'a'.repeat(64),
    }),
  );
});
