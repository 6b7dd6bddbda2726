import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '../../app/ssr/use-hydrated.js';
import { whenIdle } from '../../lib/when-idle.js';

/** The chat's code: a chunk of its own, fetched once the page is live and the browser idle. */
const SupportChatRoot = lazy(() => import('./support-chat-root.js'));

/**
 * The support chat of a signed-in founder (spec 02 §1, §6): nothing of it is
 * in the first screen's JavaScript; it loads after the page is interactive.
 */
export function SupportChat() {
  const hydrated = useHydrated();
  const [idle, setIdle] = useState(false);
  useEffect(() => (hydrated ? whenIdle(() => setIdle(true)) : undefined), [hydrated]);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatRoot />
    </Suspense>
  );
}
