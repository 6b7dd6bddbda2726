import { useEffect, useRef, useState } from 'react';
import { startSupportChat } from '../start-support-chat.js';
import {
  useFetchSupportUnreadCount,
  useRefreshSupportChat,
  useSupportUnreadCount,
} from '../api/use-support-chat.js';
import { useSupportStream } from '../api/use-support-stream.js';
import { ChatLauncher } from './chat-launcher.js';
import { ChatPanel } from './chat-panel.js';

const PANEL_ID = 'support-chat-panel';

/**
 * The built-in chat: a launcher with the unread count and the conversation's
 * panel, started once the first unread count has come (then 150 ms later);
 * new messages arrive over the live stream.
 */
export function BuiltinChat() {
  const fetchUnread = useFetchSupportUnreadCount();
  const [started, setStarted] = useState(false);
  const [open, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const refresh = useRefreshSupportChat();
  const live = useSupportStream(started, refresh);
  const { data } = useSupportUnreadCount({ enabled: started, live });

  useEffect(() => {
    let cancelled = false;
    void startSupportChat({
      prepare: fetchUnread,
      start: () => {
        if (!cancelled) setStarted(true);
      },
    });
    return () => {
      cancelled = true;
    };
  }, [fetchUnread]);

  if (!started) return null;
  return (
    <>
      <ChatLauncher
        ref={launcherRef}
        unreadCount={data?.unreadCount ?? 0}
        expanded={open}
        panelId={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      />
      {open && (
        <ChatPanel
          id={PANEL_ID}
          live={live}
          onClose={() => {
            setOpen(false);
            launcherRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
