import { RpcProvider } from '../app/rpc/rpc-context.js';
import type { Locale } from '@foundly/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { I18nProvider, type Messages } from '../app/i18n/index.js';
import enGb from '../locales/en-gb/index.js';
import esEs from '../locales/es-es/index.js';
import frFr from '../locales/fr-fr/index.js';
import { createInMemoryTransport, type InMemoryServer } from './in-memory-transport.js';

const MESSAGES: Record<Locale, Messages> = { 'en-gb': enGb, 'es-es': esEs, 'fr-fr': frFr };

export interface AppOptions {
  /** The language of the messages; English by default. */
  locale?: Locale;
  /** The methods the in-memory server answers; any other call is unimplemented. */
  server?: InMemoryServer;
  /** Puts data in the query cache before the first render, e.g. the public configuration. */
  seedCache?: (queryClient: QueryClient) => void;
  /**
   * False renders without StrictMode, for a test counting the server's answers:
   * StrictMode mounts each component twice, so a query may be asked twice.
   */
  strictMode?: boolean;
}

/**
 * Renders `ui` inside the app's providers (a query client that does not retry,
 * the Connect transport, the messages of `locale`) against an in-memory server,
 * in StrictMode as the app runs (effects are set up twice in development).
 * Gives the query client and the requests each method received.
 */
export function renderWithApp(ui: ReactNode, options: AppOptions = {}) {
  const locale = options.locale ?? 'en-gb';
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  options.seedCache?.(queryClient);
  const { transport, requestsOf } = createInMemoryTransport(options.server ?? {});
  const app = (
    <RpcProvider transport={transport}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale} messages={MESSAGES[locale]}>
          {ui}
        </I18nProvider>
      </QueryClientProvider>
    </RpcProvider>
  );
  const result = render(options.strictMode === false ? app : <StrictMode>{app}</StrictMode>);
  return { ...result, queryClient, requestsOf };
}
