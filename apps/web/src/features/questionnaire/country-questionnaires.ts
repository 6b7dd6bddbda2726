import { toReadablePromise, type ReadablePromise } from '../../lib/readable-promise.js';
import type { Questionnaire } from './questionnaire.js';

/** Each country's questionnaire, loaded when first asked for. */
export interface CountryQuestionnaires {
  /** Whether the country has a questionnaire of its own. */
  has(country: string): boolean;
  /**
   * Loads a country's questionnaire, once; undefined for a country without one. React's `use`
   * reads it at once once loaded (a readable promise).
   */
  load(country: string): Promise<Questionnaire | undefined>;
}

/**
 * The questionnaires of the countries, each a chunk of its own: the funnel step's route asks
 * for the founder's country alone, so that no page carries every country's funnels.
 */
export function createCountryQuestionnaires(
  loaders: Readonly<Record<string, () => Promise<Questionnaire>>>,
): CountryQuestionnaires {
  const loaded = new Map<string, ReadablePromise<Questionnaire | undefined>>();
  const has = (country: string) => Object.hasOwn(loaders, country);
  return {
    has,
    load(country) {
      let questionnaire = loaded.get(country);
      if (!questionnaire) {
        const load = has(country) ? loaders[country] : undefined;
        questionnaire = toReadablePromise(load ? load() : Promise.resolve(undefined));
        loaded.set(country, questionnaire);
      }
      return questionnaire;
    },
  };
}
