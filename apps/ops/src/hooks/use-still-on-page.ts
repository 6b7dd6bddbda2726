import { useRef } from 'react';

/**
 * Whether the browser is still at the path this page was opened at. A filter update applied late
 * (a search box's debounce) must not fire once a click is taking the operator to another page:
 * its navigation would replace the one under way.
 */
export function useStillOnPage(): () => boolean {
  const path = useRef(window.location.pathname);
  return () => window.location.pathname === path.current;
}
