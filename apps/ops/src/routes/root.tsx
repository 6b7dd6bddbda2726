import type { AppRouterContext } from '@foundly/app-kit';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

/** Loaded after the first paint: toasts are only raised by later interactions. */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export const rootRoute = createRootRouteWithContext<AppRouterContext>()({
  component: RootComponent,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </>
  );
}
