import type { ReactNode } from 'react';
import { useHydrated } from '../app/ssr/use-hydrated.js';

/**
 * Keeps the controls of a page the server rendered disabled until React has
 * hydrated it: a click before then would be lost, and a form submitted before
 * then would go out as a plain GET with its fields in the address (a
 * password, say). Links work throughout. A fieldset is the one element that
 * disables every control inside it; it lays nothing out and means nothing to
 * assistive technologies. The controls keep their look meanwhile (styles.css):
 * the first screen does not flash from faded to solid.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset
      disabled={!hydrated}
      data-hydrating={hydrated ? undefined : ''}
      role="presentation"
      className="contents"
    >
      {children}
    </fieldset>
  );
}
