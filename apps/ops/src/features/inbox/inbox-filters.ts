/** The inbox's views, as in the URL and the contract's SupportConversationFilter. */
export const INBOX_FILTERS = ['open', 'unassigned', 'mine', 'closed'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** The inbox's view and the conversation open beside it, as in the URL. */
export interface InboxSearch {
  filter?: InboxFilter | undefined;
  conversation?: string | undefined;
}

export function parseInboxSearch(search: Record<string, unknown>): InboxSearch {
  return {
    filter: INBOX_FILTERS.find((filter) => filter === search.filter),
    conversation:
      typeof search.conversation === 'string' && /^[\w-]{1,64}$/.test(search.conversation)
        ? search.conversation
        : undefined,
  };
}

/** How often the inbox asks for new messages while it is open. */
export const INBOX_REFRESH_MS = 5_000;
