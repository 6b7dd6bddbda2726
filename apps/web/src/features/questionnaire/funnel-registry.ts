import type { ComponentType } from 'react';
import { toReadablePromise, type ReadablePromise } from '../../lib/readable-promise.js';

/** The pages of one funnel, by step name, each loaded on its own. */
export type FunnelSteps = Readonly<Record<string, () => Promise<ComponentType>>>;

/** Each funnel's list of pages, a small chunk of its own. */
export type FunnelModules = Readonly<Record<string, () => Promise<{ default: FunnelSteps }>>>;

export interface FunnelRegistry {
  /** Whether the questionnaire has pages for this funnel. */
  hasFunnelPages(funnel: string): boolean;
  /**
   * Loads the page of a step, once; undefined when the funnel has no such
   * step. The step's route asks for it before the page is shown (and
   * hydrated), the funnel page then reads it at once. A step carries only its
   * own code: the phone metadata, the searches and the uploads come with the
   * steps that show them.
   */
  loadStep(funnel: string, step: string): ReadablePromise<ComponentType | undefined>;
  /** Loads the other pages of a funnel ahead, so that the next step opens at once. */
  preloadFunnel(funnel: string): void;
}

/** A country's funnels, each step loaded when first asked for, not with the first screen. */
export function createFunnelRegistry(funnels: FunnelModules): FunnelRegistry {
  const lists = new Map<string, Promise<FunnelSteps>>();
  const pages = new Map<string, ReadablePromise<ComponentType | undefined>>();
  const loadList = (funnel: string) => {
    let list = lists.get(funnel);
    if (!list) {
      const load = funnels[funnel];
      list = load ? load().then((module) => module.default) : Promise.resolve({});
      lists.set(funnel, list);
    }
    return list;
  };
  const registry: FunnelRegistry = {
    hasFunnelPages: (funnel) => funnel in funnels,
    loadStep(funnel, step) {
      const key = `${funnel}/${step}`;
      let page = pages.get(key);
      if (!page) {
        page = toReadablePromise(
          loadList(funnel).then((steps) =>
            Object.hasOwn(steps, step) ? steps[step]?.() : undefined,
          ),
        );
        pages.set(key, page);
      }
      return page;
    },
    preloadFunnel(funnel) {
      void loadList(funnel).then((steps) => {
        for (const step of Object.keys(steps)) void registry.loadStep(funnel, step);
      });
    },
  };
  return registry;
}
