import { useEffect, useState } from 'react';

/** The founder's live stream of support messages (the server's support-chat routes). */
const EVENTS_PATH = '/api/support-chat/events';

/**
 * Listens to the live stream while `enabled` and calls `onMessage` for each
 * new message; the browser reconnects by itself, sending the last event id so
 * that nothing is missed. Says whether the stream is up: while it is not, the
 * chat polls instead.
 */
export function useSupportStream(enabled: boolean, onMessage: () => void): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(EVENTS_PATH);
    source.addEventListener('open', () => setLive(true));
    source.addEventListener('error', () => setLive(source.readyState === EventSource.OPEN));
    source.addEventListener('message', onMessage);
    return () => {
      source.close();
      setLive(false);
    };
  }, [enabled, onMessage]);
  return live;
}
