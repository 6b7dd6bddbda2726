import { toReadablePromise } from '../../lib/readable-promise.js';
import type { FunnelSteps } from './funnel-steps.js';

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

const loaded = new Map<string, Promise<FunnelSteps>>();

/**
 * Loads the pages of a funnel, once: the step's route asks for them before
 * the page is shown (and hydrated), the funnel page then reads them at once.
 */
export function loadFunnelSteps(funnel: string): Promise<FunnelSteps> {
  let steps = loaded.get(funnel);
  if (!steps) {
    const load = FUNNELS[funnel];
    steps = toReadablePromise(load ? load().then((module) => module.default) : Promise.resolve({}));
    loaded.set(funnel, steps);
  }
  return steps;
}
