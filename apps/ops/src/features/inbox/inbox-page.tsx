import { useQuery } from '@connectrpc/connect-query';
import {
  SupportConversationFilter,
  SupportConversationStatus,
  SupportInboxService,
  type SupportConversation,
} from '@foundly/proto';
import { cn, SelectField } from '@foundly/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useI18n } from '../../app/i18n/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageLoader } from '../../components/page-loader.js';
import { useFormat } from '../../hooks/use-format.js';
import { ConversationPanel } from './conversation-panel.js';
import {
  INBOX_FILTERS,
  INBOX_REFRESH_MS,
  type InboxFilter,
  type InboxSearch,
} from './inbox-filters.js';

const FILTERS: Record<InboxFilter, SupportConversationFilter> = {
  open: SupportConversationFilter.OPEN,
  unassigned: SupportConversationFilter.UNASSIGNED,
  mine: SupportConversationFilter.ASSIGNED_TO_ME,
  closed: SupportConversationFilter.CLOSED,
};

/** The founders' conversations, by view, and the chosen one beside them. */
export function InboxPage({
  search,
  onSearchChange,
}: {
  search: InboxSearch;
  onSearchChange(next: InboxSearch): void;
}) {
  const { t } = useI18n();
  const filter = search.filter ?? 'open';
  const list = useQuery(
    SupportInboxService.method.listSupportConversations,
    { filter: FILTERS[filter] },
    { placeholderData: keepPreviousData, refetchInterval: INBOX_REFRESH_MS },
  );
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('inbox.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('inbox.description')}</p>
      </div>
      <form
        role="search"
        aria-label={t('inbox.filters.label')}
        onSubmit={(event) => event.preventDefault()}
        className="max-w-xs"
      >
        <SelectField
          label={t('inbox.filters.view')}
          value={filter}
          onChange={(event) =>
            onSearchChange({
              filter: INBOX_FILTERS.find((value) => value === event.target.value),
            })
          }
        >
          {INBOX_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`inbox.filters.${value}`)}
            </option>
          ))}
        </SelectField>
      </form>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0">
          {list.isPending ? (
            <PageLoader />
          ) : list.isError ? (
            <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.conversations.length === 0 ? (
            <EmptyState>{t('inbox.empty')}</EmptyState>
          ) : (
            <ConversationList
              conversations={list.data.conversations}
              selectedId={search.conversation}
              onSelect={(id) => onSearchChange({ ...search, conversation: id })}
            />
          )}
        </div>
        {search.conversation && (
          <ConversationPanel
            key={search.conversation}
            conversationId={search.conversation}
            onClose={() => onSearchChange({ ...search, conversation: undefined })}
          />
        )}
      </div>
    </div>
  );
}

function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: SupportConversation[];
  selectedId: string | undefined;
  onSelect(id: string): void;
}) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <ul aria-label={t('inbox.list')} className="flex flex-col gap-2">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            aria-pressed={conversation.id === selectedId}
            onClick={() => onSelect(conversation.id)}
            className={cn(
              'w-full rounded-lg border border-line bg-surface-raised p-3 text-left hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600',
              conversation.id === selectedId &&
                'border-brand-600 bg-brand-50 dark:bg-surface-muted',
            )}
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">
                {conversation.founderName || conversation.founderEmail}
              </span>
              {conversation.unreadCount > 0 && (
                <span className="rounded-full bg-brand-700 px-2 text-xs font-bold text-white">
                  {t('inbox.unread', { count: conversation.unreadCount })}
                </span>
              )}
              {conversation.status === SupportConversationStatus.CLOSED && (
                <span className="text-xs text-ink-muted">{t('inbox.closed')}</span>
              )}
              <span className="ml-auto text-xs text-ink-muted">
                {format.dateTime(conversation.lastMessageAt)}
              </span>
            </span>
            <span className="mt-1 block truncate text-sm text-ink-muted">
              {conversation.lastMessageBody ||
                (conversation.lastMessageAttachmentName &&
                  t('inbox.attachment.lastMessage', {
                    name: conversation.lastMessageAttachmentName,
                  }))}
            </span>
            <span className="mt-1 block text-xs text-ink-muted">
              {conversation.assignedOperatorName
                ? t('inbox.assignedTo', { name: conversation.assignedOperatorName })
                : t('inbox.unassigned')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
