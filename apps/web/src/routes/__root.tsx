import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import {
  detectLocale,
  getLoadedMessages,
  I18nProvider,
  loadMessages,
  type Messages,
} from '../app/i18n/index.js';
import { usePageMessages } from '../app/i18n/use-page-messages.js';
import type { RouterContext } from '../app/router-context.js';
import { useHydrated } from '../app/ssr/use-hydrated.js';
import { HydrationGate } from '../components/hydration-gate.js';

/** Loaded once the page is live: toasts are only raised by later interactions. */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context }) => {
    const locale = detectLocale(location.pathname, location.searchStr, context.localePreference);
    const { pageMessages } = context;
    // A page the server rendered hydrates with the messages it used; the rest follow.
    if (pageMessages?.locale === locale && !getLoadedMessages(locale)) {
      return { locale, messages: pageMessages.messages as Messages, partialMessages: true };
    }
    return { locale, messages: await loadMessages(locale), partialMessages: false };
  },
  component: RootComponent,
});

function RootComponent() {
  const { locale, partialMessages, usedMessageKeys, ...context } = Route.useRouteContext();
  const messages = usePageMessages(locale, context.messages, partialMessages);
  const hydrated = useHydrated();
  useEffect(() => {
    // The page is live (hydrated, or rendered by the browser): the benchmarks read this moment,
    // and a funnel step opened from now on does not wait for its pages (app/ssr/is-page-live.ts).
    document.documentElement.dataset.hydrated = String(Math.round(performance.now()));
  }, []);
  return (
    <I18nProvider locale={locale} messages={messages} usedKeys={usedMessageKeys}>
      <HydrationGate>
        <Outlet />
      </HydrationGate>
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      )}
    </I18nProvider>
  );
}
