import { createElement, use, type ComponentType } from 'react';
import { useArea } from '../app/area/use-area.js';
import { toReadablePromise, type ReadablePromise } from '../lib/readable-promise.js';

type LayoutKind = 'spanish' | 'main';

const LAYOUTS: Readonly<Record<LayoutKind, () => Promise<ComponentType>>> = {
  spanish: () => import('./spanish-dashboard.js').then((module) => module.SpanishDashboard),
  main: () => import('./main-dashboard.js').then((module) => module.MainDashboard),
};

const loaded = new Map<LayoutKind, ReadablePromise<ComponentType>>();

/**
 * The dashboard's layout for an area, each a chunk of its own so that a page
 * does not carry the other country's navigation: the Spanish layout for a
 * Spanish account, the main layout otherwise (France, the UK, and anyone
 * without an account). The route's loader asks for it before a rendered page
 * is hydrated; the layout then reads it at once.
 */
export function dashboardLayout(prefix: string, hasAccount: boolean): Promise<ComponentType> {
  const kind: LayoutKind = hasAccount && prefix === 'es' ? 'spanish' : 'main';
  let layout = loaded.get(kind);
  if (!layout) {
    layout = toReadablePromise(LAYOUTS[kind]());
    loaded.set(kind, layout);
  }
  return layout;
}

/** The dashboard pages of an area, in the area's layout. */
export function DashboardLayout() {
  const { prefix, account } = useArea();
  return createElement(use(dashboardLayout(prefix, account !== undefined)));
}
