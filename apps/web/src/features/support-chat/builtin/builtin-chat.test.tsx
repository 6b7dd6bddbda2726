import { Code, ConnectError } from '@connectrpc/connect';
import type { Locale } from '@foundly/domain';
import {
  ErrorDetailSchema,
  SupportAuthor,
  SupportChatService,
  SupportConversationStatus,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app.js';
import { BuiltinChat } from './builtin-chat.js';

const CONVERSATION = {
  id: 'conv-1',
  status: SupportConversationStatus.OPEN,
  unreadCount: 1,
};

const MESSAGES = [
  {
    id: 'm-1',
    conversationId: 'conv-1',
    sequence: 4n,
    author: SupportAuthor.FOUNDER,
    body: 'When is my company registered?',
    createdAt: 1_767_000_000n,
  },
  {
    id: 'm-2',
    conversationId: 'conv-1',
    sequence: 7n,
    author: SupportAuthor.OPERATOR,
    authorName: 'Olga',
    body: '<b>Soon</b>\nwithin a week',
    createdAt: 1_767_000_600n,
  },
  {
    id: 'm-3',
    conversationId: 'conv-1',
    sequence: 8n,
    author: SupportAuthor.OPERATOR,
    authorName: 'Olga',
    body: '',
    createdAt: 1_767_000_700n,
    attachment: {
      id: 'att-1',
      fileName: 'checklist.pdf',
      contentType: 'application/pdf',
      size: 245_760n,
    },
  },
];

function renderChat({
  locale = 'en-gb',
  unread = 1,
}: { locale?: Locale; unread?: number | ConnectError } = {}) {
  return renderWithApp(<BuiltinChat />, {
    locale,
    server: {
      supportChat: {
        getSupportUnreadCount: () => {
          if (unread instanceof ConnectError) throw unread;
          return { unreadCount: unread };
        },
        getMySupportConversation: () => ({ conversation: CONVERSATION, messages: MESSAGES }),
        markSupportConversationRead: () => ({ unreadCount: 0 }),
        sendSupportMessage: (request) => ({
          conversation: CONVERSATION,
          message: { ...MESSAGES[0], id: 'm-4', body: request.body },
        }),
        getSupportAttachmentUrl: () => {
          throw new ConnectError('gone', Code.NotFound);
        },
        getSupportAttachmentUploadUrl: () => {
          throw new ConnectError('too large', Code.InvalidArgument, undefined, [
            { desc: ErrorDetailSchema, value: { reason: 'FILE_TOO_LARGE' } },
          ]);
        },
      },
    },
  });
}

describe('BuiltinChat', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the launcher with the unread count once started', async () => {
    renderChat({ unread: 2 });
    expect(
      await screen.findByRole('button', { name: 'Chat with the team, 2 unread messages' }),
    ).toBeTruthy();
  });

  it('speaks the founder’s language', async () => {
    renderChat({ locale: 'es-es', unread: 1 });
    expect(
      await screen.findByRole('button', { name: 'Habla con el equipo, 1 mensaje sin leer' }),
    ).toBeTruthy();
  });

  it('opens a dialog with the messages as plain text, focused on the field, and marks them read', async () => {
    const view = renderChat();
    fireEvent.click(await screen.findByRole('button', { name: /Chat with the team/ }));
    const dialog = screen.getByRole('dialog', { name: 'Questions? Ask the formation team' });
    expect(dialog).toBeTruthy();
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(log.textContent).toContain('<b>Soon</b>');
    expect(log.querySelector('b')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your message' }));
    await waitFor(() =>
      expect(view.requestsOf(SupportChatService.method.markSupportConversationRead)).toMatchObject([
        { conversationId: 'conv-1', upToSequence: 8n },
      ]),
    );
  });

  it('sends what the founder wrote to their conversation and empties the field', async () => {
    const view = renderChat();
    fireEvent.click(await screen.findByRole('button', { name: /Chat with the team/ }));
    const field = screen.getByRole('textbox', { name: 'Your message' });
    await screen.findByRole('log');
    fireEvent.change(field, { target: { value: 'Do you need my lease?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    expect(view.requestsOf(SupportChatService.method.sendSupportMessage)).toMatchObject([
      { conversationId: 'conv-1', body: 'Do you need my lease?' },
    ]);
  });

  it('shows a file of the conversation as a chip with its name and size, and asks for its link', async () => {
    const view = renderChat();
    fireEvent.click(await screen.findByRole('button', { name: /Chat with the team/ }));
    const chip = await screen.findByRole('button', { name: 'Download checklist.pdf' });
    expect(chip.parentElement?.textContent).toContain('240 kB');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(chip);
    await waitFor(() =>
      expect(view.requestsOf(SupportChatService.method.getSupportAttachmentUrl)).toMatchObject([
        { attachmentId: 'att-1', inline: false },
      ]),
    );
  });

  it('refuses a file the server would refuse by its name, in the founder’s language', async () => {
    renderChat({ locale: 'fr-fr' });
    fireEvent.click(await screen.findByRole('button', { name: /Discuter avec l’équipe/ }));
    fireEvent.change(screen.getByLabelText('Joindre un fichier'), {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Fichier ou type de document non valide.',
    );
    expect(screen.queryByRole('button', { name: /Retirer/ })).toBeNull();
  });

  it('sends a chosen file through the upload handshake and says why the server refused it', async () => {
    const view = renderChat();
    fireEvent.click(await screen.findByRole('button', { name: /Chat with the team/ }));
    await screen.findByRole('log');
    fireEvent.change(screen.getByLabelText('Attach a file'), {
      target: { files: [new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('button', { name: 'Remove lease.pdf' })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(send);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file is too large (10 MB at most).',
    );
    expect(view.requestsOf(SupportChatService.method.getSupportAttachmentUploadUrl)).toMatchObject([
      { fileName: 'lease.pdf', size: 8n },
    ]);
    expect(view.requestsOf(SupportChatService.method.sendSupportMessage)).toEqual([]);
  });

  it('closes on Escape and gives the focus back to the launcher', async () => {
    renderChat();
    const launcher = await screen.findByRole('button', { name: /Chat with the team/ });
    fireEvent.click(launcher);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your message' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
  });

  it('does not appear, and only warns, when it cannot start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderChat({ unread: new ConnectError('down', Code.Unavailable) });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn.mock.calls[0]?.[0]).toBe('The support chat could not start');
    expect(screen.queryByRole('button', { name: /Chat with the team/ })).toBeNull();
  });
});
