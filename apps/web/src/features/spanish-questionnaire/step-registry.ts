import type { ComponentType } from 'react';

/** The pages of one funnel, by step name. */
export type FunnelSteps = Readonly<Record<string, ComponentType>>;

/** Each funnel's pages load with the funnel, not with the first screen. */
const FUNNELS: Readonly<Record<string, () => Promise<{ default: FunnelSteps }>>> = {
  'digital-certificate': () => import('./certificate/index.js'),
  'personal-information': () => import('./personal/index.js'),
  'business-information': () => import('./business/index.js'),
  'final-summary': () => import('./summary/index.js'),
  'e-signature': () => import('./esignature/index.js'),
};

/** Whether the Spanish questionnaire has pages for this funnel. */
export function hasFunnelPages(funnel: string): boolean {
  return funnel in FUNNELS;
}

/** Loads the pages of a funnel. */
export function loadFunnelSteps(funnel: string): Promise<FunnelSteps> {
  const load = FUNNELS[funnel];
  return load ? load().then((module) => module.default) : Promise.resolve({});
}
