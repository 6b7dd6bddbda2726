import { SupportAuthor, type SupportMessage } from '@foundly/proto';
import { cn } from '@foundly/ui';
import { useEffect, useRef } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { AttachmentChip } from './attachment-chip.js';

/**
 * The conversation's messages, oldest first, in a log that assistive
 * technologies read out as messages arrive. Bodies are plain text: React
 * writes them as text, never as HTML. A file sent with a message is a chip
 * under its text.
 */
export function ChatMessages({ messages }: { messages: readonly SupportMessage[] }) {
  const { t, locale } = useI18n();
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // A block body: scrollIntoView returns a promise in recent browsers, and an effect may only
    // return its cleanup.
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length]);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  return (
    <div role="log" aria-label={t('supportChat.messages')}>
      <ol ref={listRef} className="flex flex-col gap-3">
        {messages.length === 0 && (
          <li className="text-sm text-ink-muted">{t('supportChat.empty')}</li>
        )}
        {messages.map((message) => {
          const mine = message.author === SupportAuthor.FOUNDER;
          const sentAt = time.format(new Date(Number(message.createdAt) * 1000));
          return (
            <li
              key={message.id}
              className={cn(
                'max-w-[85%] rounded-xl px-3 py-2 text-sm',
                mine ? 'self-end bg-brand-700 text-white' : 'self-start bg-surface-muted text-ink',
              )}
            >
              <p className="text-xs font-semibold">
                {mine ? t('supportChat.you') : message.authorName || t('supportChat.team')}
                <span className="sr-only">, {t('supportChat.sentAt', { time: sentAt })}</span>
              </p>
              {message.body && <p className="break-words whitespace-pre-wrap">{message.body}</p>}
              {message.attachment && <AttachmentChip attachment={message.attachment} mine={mine} />}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
