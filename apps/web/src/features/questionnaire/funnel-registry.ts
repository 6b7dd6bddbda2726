import type { ComponentType } from 'react';
import { toReadablePromise } from '../../lib/readable-promise.js';

/** The pages of one funnel, by step name. */
export type FunnelSteps = Readonly<Record<string, ComponentType>>;

/** Each funnel's pages as a chunk of their own, loaded with the funnel. */
export type FunnelModules = Readonly<Record<string, () => Promise<{ default: FunnelSteps }>>>;

export interface FunnelRegistry {
  /** Whether the questionnaire has pages for this funnel. */
  hasFunnelPages(funnel: string): boolean;
  /**
   * Loads the pages of a funnel, once: the step's route asks for them before
   * the page is shown (and hydrated), the funnel page then reads them at once.
   */
  loadFunnelSteps(funnel: string): Promise<FunnelSteps>;
}

/** A country's funnels, each loaded when first asked for, not with the first screen. */
export function createFunnelRegistry(funnels: FunnelModules): FunnelRegistry {
  const loaded = new Map<string, Promise<FunnelSteps>>();
  return {
    hasFunnelPages: (funnel) => funnel in funnels,
    loadFunnelSteps(funnel) {
      let steps = loaded.get(funnel);
      if (!steps) {
        const load = funnels[funnel];
        steps = toReadablePromise(
          load ? load().then((module) => module.default) : Promise.resolve({}),
        );
        loaded.set(funnel, steps);
      }
      return steps;
    },
  };
}
