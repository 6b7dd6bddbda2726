import { MessageCircle } from 'lucide-react';
import type { Ref } from 'react';
import { useI18n } from '../../../app/i18n/index.js';

/** The round button that opens the chat, with the number of unread team messages. */
export function ChatLauncher({
  ref,
  unreadCount,
  expanded,
  panelId,
  onClick,
}: {
  ref: Ref<HTMLButtonElement>;
  unreadCount: number;
  expanded: boolean;
  panelId: string;
  onClick: () => void;
}) {
  const { t } = useI18n();
  const label =
    unreadCount === 0
      ? t('supportChat.open')
      : unreadCount === 1
        ? t('supportChat.openWithUnread.one')
        : t('supportChat.openWithUnread.other', { count: unreadCount });
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={expanded ? panelId : undefined}
      onClick={onClick}
      data-testid="support-chat-launcher"
      className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <MessageCircle className="size-6" aria-hidden="true" />
      {unreadCount > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 inline-flex min-w-6 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-bold text-white"
        >
          {unreadCount}
        </span>
      )}
    </button>
  );
}
