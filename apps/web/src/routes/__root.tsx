import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { detectLocale, I18nProvider, loadMessages } from '../app/i18n/index.js';
import type { RouterContext } from '../app/router-context.js';
import { HydrationGate } from '../components/hydration-gate.js';

/** Loaded after the first paint: toasts are only raised by later interactions. */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context }) => {
    const locale = detectLocale(location.pathname, location.searchStr, context.localePreference);
    return { locale, messages: await loadMessages(locale) };
  },
  component: RootComponent,
});

function RootComponent() {
  const { locale, messages } = Route.useRouteContext();
  useEffect(() => {
    document.documentElement.lang = locale.slice(0, 2);
  }, [locale]);
  useEffect(() => {
    // The page is live (hydrated, or rendered by the browser): the benchmarks read this moment.
    document.documentElement.dataset.hydrated = String(Math.round(performance.now()));
  }, []);
  return (
    <I18nProvider locale={locale} messages={messages}>
      <HydrationGate>
        <Outlet />
      </HydrationGate>
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </I18nProvider>
  );
}
