import { readRpcFailure, StorageRefusal } from '@foundly/app-kit';
import {
  ErrorCode,
  formatFileSize,
  getFormatOfExtension,
  getMaxBytes,
  SUPPORT_ATTACHMENT_FORMATS,
  SUPPORT_MESSAGE_MAX_LENGTH,
} from '@foundly/domain';
import { SupportConversationStatus } from '@foundly/proto';
import { Button } from '@foundly/ui';
import { Paperclip, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import {
  useMarkSupportRead,
  useMySupportConversation,
  useSendSupportMessage,
} from '../api/use-support-chat.js';
import { ChatMessages } from './chat-messages.js';

/** Why a chosen file cannot be sent, checked as the server will: its name's format and its size. */
function findFileProblem(file: File): ErrorCode | undefined {
  const format = getFormatOfExtension(file.name, SUPPORT_ATTACHMENT_FORMATS);
  if (!format) return ErrorCode.InvalidFile;
  return file.size > getMaxBytes(format) ? ErrorCode.FileTooLarge : undefined;
}

/** The types the file picker offers: what the server accepts. */
const ACCEPTED_FILES = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/**
 * The conversation's panel, a non-modal dialog: the messages (a log, read out
 * as they arrive), then the field to write and a file to attach (PDF, PNG or
 * JPEG). Opening it marks the team's messages read; Escape closes it.
 */
export function ChatPanel({
  id,
  live,
  onClose,
}: {
  id: string;
  live: boolean;
  onClose: () => void;
}) {
  const { t, tDynamic, locale } = useI18n();
  const titleId = useId();
  const introId = useId();
  const fieldId = useId();
  const errorId = useId();
  const fileFieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File>();
  const [failure, setFailure] = useState<string>();
  const { data, isPending, isError } = useMySupportConversation({ enabled: true, live });
  const send = useSendSupportMessage();
  const { mutate: markRead } = useMarkSupportRead();
  const conversation = data?.conversation;
  const conversationId = conversation?.id;
  const unread = conversation?.unreadCount ?? 0;
  const lastSequence = data?.messages.at(-1)?.sequence;
  const closed = conversation?.status === SupportConversationStatus.CLOSED;

  useEffect(() => {
    fieldRef.current?.focus();
  }, []);
  useEffect(() => {
    if (!conversationId || unread === 0 || lastSequence === undefined) return;
    markRead({ conversationId, upToSequence: lastSequence });
  }, [conversationId, unread, lastSequence, markRead]);

  const describe = (reason: string) => tDynamic(`errors.${reason}`, t('errors.INTERNAL'));
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = findFileProblem(chosen);
    setFailure(problem && describe(problem));
    setFile(problem ? undefined : chosen);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ((!body.trim() && !file) || send.isPending) return;
    setFailure(undefined);
    send.mutate(
      { conversationId: closed ? '' : (conversationId ?? ''), body, file },
      {
        onSuccess: () => {
          setBody('');
          setFile(undefined);
        },
        onError: (error) => {
          const reason =
            error instanceof StorageRefusal ? error.reason : readRpcFailure(error).reason;
          setFailure(describe(reason ?? 'INTERNAL'));
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onKeyDown={onKeyDown}
      className="fixed inset-x-2 bottom-20 z-40 flex max-h-[calc(100dvh-6rem)] flex-col rounded-xl border border-line bg-surface shadow-xl sm:inset-x-auto sm:right-4 sm:w-96"
    >
      <header className="flex items-start gap-2 border-b border-line p-4">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold">
            {t('supportChat.title')}
          </h2>
          <p id={introId} className="mt-1 text-sm text-ink-muted">
            {t('supportChat.intro')}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('supportChat.close')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>
      <div className="min-h-40 flex-1 overflow-y-auto p-4">
        {isPending ? (
          <p className="text-sm text-ink-muted">{t('supportChat.loading')}</p>
        ) : isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('supportChat.unavailable')}
          </p>
        ) : (
          <ChatMessages messages={data.messages} />
        )}
        {closed && <p className="mt-3 text-sm text-ink-muted">{t('supportChat.closed')}</p>}
      </div>
      <form onSubmit={submit} className="border-t border-line p-4">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('supportChat.label')}
        </label>
        <textarea
          ref={fieldRef}
          id={fieldId}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          rows={3}
          placeholder={t('supportChat.placeholder')}
          aria-describedby={failure ? errorId : undefined}
          aria-invalid={failure ? true : undefined}
          className="mt-1 block w-full resize-none rounded-lg border border-line bg-surface-raised p-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        {failure && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
            {failure}
          </p>
        )}
        {file && (
          <p className="mt-2 flex min-w-0 items-center gap-2 rounded-lg border border-line bg-surface-muted px-2 py-1 text-sm">
            <Paperclip className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">{file.name}</span>
            <span className="shrink-0 text-xs text-ink-muted">
              {formatFileSize(file.size, locale)}
            </span>
            <button
              type="button"
              onClick={() => {
                setFile(undefined);
                fileRef.current?.focus();
              }}
              aria-label={t('supportChat.attachment.remove', { name: file.name })}
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </p>
        )}
        <div className="mt-2 flex items-center justify-between gap-2">
          <div>
            <input
              ref={fileRef}
              id={fileFieldId}
              type="file"
              accept={ACCEPTED_FILES}
              onChange={chooseFile}
              className="peer sr-only"
            />
            <label
              htmlFor={fileFieldId}
              title={t('supportChat.attachment.hint')}
              className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-medium text-ink hover:bg-surface-muted peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
            >
              <Paperclip className="size-4" aria-hidden="true" />
              {t('supportChat.attachment.attach')}
            </label>
          </div>
          <Button type="submit" loading={send.isPending} disabled={!body.trim() && !file}>
            {send.isPending ? t('supportChat.sending') : t('supportChat.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
