import { Navigate } from '@tanstack/react-router';
import { createContext, useContext } from 'react';

/** Where a page rendered on the server asked to send the person instead; the first ask wins. */
export class ServerRedirect {
  target: string | undefined;

  record(to: string): void {
    this.target ??= to;
  }
}

/** Present only while the server renders a page. */
export const ServerRedirectContext = createContext<ServerRedirect | undefined>(undefined);

/**
 * Sends the person elsewhere when what a screen shows depends on data the
 * route has already loaded (the French home's step, a funnel's guard): in the
 * browser a navigation that replaces the entry, on the server an HTTP
 * redirect instead of the page.
 */
export function Redirect({ to }: { to: string }) {
  const server = useContext(ServerRedirectContext);
  if (server) {
    server.record(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
