import type { Transport } from '@connectrpc/connect';
import { TransportProvider } from '@connectrpc/connect-query';
import type { Locale } from '@foundly/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { LanguageProvider, type Messages } from './i18n/index.js';
import type { OpsRouter } from './router.js';

/** Transport, query client, language and router: everything a screen reads. */
export function AppProviders({
  router,
  queryClient,
  transport,
  locale,
  messages,
}: {
  router: OpsRouter;
  queryClient: QueryClient;
  transport: Transport;
  locale: Locale;
  messages: Messages;
}) {
  return (
    <TransportProvider transport={transport}>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider locale={locale} messages={messages}>
          <RouterProvider router={router} />
        </LanguageProvider>
      </QueryClientProvider>
    </TransportProvider>
  );
}
