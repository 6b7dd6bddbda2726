import type { Locale } from '@foundly/domain';
import { useEffect } from 'react';
import { loadMessages } from './load-messages.js';
import type { Messages } from './message-types.js';

/**
 * On a page the server rendered, the route's messages are the few the page
 * used (its page state): once the page is live, the whole language loads and
 * fills them in place. The strings on screen are the same in both, so nothing
 * renders again; what is shown later (a dialog, a field's error) finds them.
 */
export function usePageMessages(locale: Locale, messages: Messages, partial: boolean): Messages {
  useEffect(() => {
    if (!partial) return;
    void loadMessages(locale).then((whole) => Object.assign(messages, whole));
  }, [locale, messages, partial]);
  return messages;
}
