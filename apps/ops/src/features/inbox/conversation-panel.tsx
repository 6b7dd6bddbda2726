import {
  createConnectQueryKey,
  useMutation,
  useQuery,
  useTransport,
} from '@connectrpc/connect-query';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@foundly/domain';
import {
  SupportAuthor,
  SupportConversationStatus,
  SupportInboxService,
  type SupportMessage,
} from '@foundly/proto';
import { Button, Card, cn } from '@foundly/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { StatusBadge } from '../../components/badges.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { TextAreaField } from '../../components/form-fields.js';
import { PageLoader } from '../../components/page-loader.js';
import { useErrorMessage } from '../../hooks/use-error-message.js';
import { useFormat } from '../../hooks/use-format.js';
import { useLabels } from '../../hooks/use-labels.js';
import { AttachmentLink } from './attachment-link.js';
import { INBOX_REFRESH_MS } from './inbox-filters.js';
import { uploadReplyAttachment } from './upload-reply-attachment.js';

/**
 * One conversation: the founder and their file beside the messages, and the
 * team's actions (assign to me, reply with text, a file or both, close).
 * Opening it marks the founder's messages read.
 */
export function ConversationPanel({
  conversationId,
  onClose,
}: {
  conversationId: string;
  onClose(): void;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const labels = useLabels();
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const transport = useTransport();
  const attachmentFieldId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [attachment, setAttachment] = useState<File | null>(null);
  const file = useQuery(
    SupportInboxService.method.getSupportConversation,
    { conversationId },
    { refetchInterval: INBOX_REFRESH_MS },
  );
  const assign = useMutation(SupportInboxService.method.assignSupportConversation);
  const reply = useMutation(SupportInboxService.method.replySupportConversation);
  const close = useMutation(SupportInboxService.method.closeSupportConversation);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();

  const refresh = () =>
    Promise.all([
      file.refetch(),
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({
          schema: SupportInboxService.method.listSupportConversations,
          cardinality: undefined,
        }),
      }),
    ]);
  const run = async (action: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await action();
      await refresh();
    } catch (failure) {
      setError(describe(failure));
    }
  };
  const onReply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = body.trim();
    if (!text && !attachment) return setError(t('inbox.reply.required'));
    void run(async () => {
      const attachmentUploadId = attachment
        ? await uploadReplyAttachment(transport, attachment)
        : '';
      await reply.mutateAsync({ conversationId, body: text, attachmentUploadId });
      setBody('');
      setAttachment(null);
      if (fileInput.current) fileInput.current.value = '';
    });
  };

  if (file.isPending) return <PageLoader />;
  if (file.isError) return <ErrorAlert error={file.error} onRetry={() => void file.refetch()} />;
  const { conversation, messages, order } = file.data;
  if (!conversation) return null;
  const open = conversation.status === SupportConversationStatus.OPEN;

  return (
    <section aria-labelledby={titleId}>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold">
              {t('inbox.conversation.title', {
                name: conversation.founderName || conversation.founderEmail,
              })}
            </h2>
            <p className="text-sm break-all text-ink-muted">{conversation.founderEmail}</p>
            <p className="text-sm text-ink-muted">
              {conversation.assignedOperatorName
                ? t('inbox.assignedTo', { name: conversation.assignedOperatorName })
                : t('inbox.unassigned')}
              {!open && ` · ${t('inbox.closed')}`}
            </p>
          </div>
          <Button variant="ghost" onClick={onClose}>
            {t('inbox.conversation.close')}
          </Button>
        </div>
        <div className="rounded-lg border border-line p-3 text-sm">
          <h3 className="font-semibold">{t('inbox.file.title')}</h3>
          {order ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-ink-muted">{t('inbox.file.company')}</dt>
              <dd>{order.companyName || t('orders.table.noCompany')}</dd>
              <dt className="text-ink-muted">{t('inbox.file.country')}</dt>
              <dd>
                {labels.country(order.countryCode)} · {labels.legalForm(order.legalForm)}
              </dd>
              <dt className="text-ink-muted">{t('inbox.file.status')}</dt>
              <dd>
                <StatusBadge value={order.status} />
              </dd>
              <dt className="sr-only">{t('inbox.file.link')}</dt>
              <dd className="col-span-2">
                <Link
                  to="/orders/$orderId"
                  params={{ orderId: order.id }}
                  className="font-semibold text-brand-700 underline dark:text-brand-100"
                >
                  {t('inbox.file.open')}
                </Link>
              </dd>
            </dl>
          ) : (
            <p className="mt-1 text-ink-muted">{t('inbox.file.none')}</p>
          )}
        </div>
        <MessageLog messages={messages} onError={(failure) => setError(describe(failure))} />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        {open ? (
          <form onSubmit={onReply} noValidate className="flex flex-col gap-3">
            <TextAreaField
              label={t('inbox.reply.label')}
              value={body}
              maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
              onChange={(event) => {
                setBody(event.target.value);
                setError(undefined);
              }}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor={attachmentFieldId} className="text-sm font-medium text-ink">
                {t('inbox.attachment.attach')}
              </label>
              <input
                ref={fileInput}
                id={attachmentFieldId}
                type="file"
                accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
                onChange={(event) => {
                  setAttachment(event.target.files?.[0] ?? null);
                  setError(undefined);
                }}
                className="min-h-11 rounded-lg border border-line bg-surface-raised p-2 text-sm text-ink file:mr-3 file:rounded file:border-0 file:bg-surface-muted file:px-3 file:py-1 focus-visible:outline-2 focus-visible:outline-brand-600"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={reply.isPending}>
                {t('inbox.reply.submit')}
              </Button>
              <Button
                variant="secondary"
                loading={assign.isPending}
                onClick={() => void run(() => assign.mutateAsync({ conversationId }))}
              >
                {t('inbox.assignToMe')}
              </Button>
              <Button
                variant="secondary"
                loading={close.isPending}
                onClick={() => void run(() => close.mutateAsync({ conversationId }))}
              >
                {t('inbox.closeConversation')}
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-sm text-ink-muted">{t('inbox.closedHint')}</p>
        )}
      </Card>
    </section>
  );
}

function MessageLog({
  messages,
  onError,
}: {
  messages: SupportMessage[];
  onError(error: unknown): void;
}) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <div role="log" aria-label={t('inbox.messages')}>
      <ol className="flex flex-col gap-2">
        {messages.map((message) => {
          const team = message.author === SupportAuthor.OPERATOR;
          return (
            <li
              key={message.id}
              className={cn(
                'max-w-[85%] rounded-lg p-3 text-sm',
                team
                  ? 'self-end bg-brand-50 dark:bg-surface-muted'
                  : 'self-start border border-line',
              )}
            >
              <p className="mb-1 text-xs text-ink-muted">
                {t('inbox.by', {
                  author: team ? message.authorName : t('inbox.founder'),
                  date: format.dateTime(message.createdAt),
                })}
              </p>
              {message.body && <p className="break-words whitespace-pre-wrap">{message.body}</p>}
              {message.attachment && (
                <AttachmentLink attachment={message.attachment} onError={onError} />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
