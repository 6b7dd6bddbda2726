import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { RouterContext } from '../app/router-context.js';

/** Loaded after the first paint: toasts are only raised by later interactions. */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export const rootRoute = createRootRouteWithContext<RouterContext>()({
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
