import type { Destination, QuestionnaireProgress } from '@foundly/domain';
import type { FunnelRegistry } from './funnel-registry.js';

/** A rule of the questionnaire's navigation, read from the progress the server computed. */
type StepRule<T> = (progress: QuestionnaireProgress, funnel: string, step: string) => T;

/**
 * What sets one country's questionnaire apart: its funnels and the way
 * through them. The funnel page, the steps' forms and the screens both
 * countries share read it; the rest is the same for every country.
 */
export interface Questionnaire {
  /** The funnels with pages, each loaded as a chunk of its own. */
  funnels: FunnelRegistry;
  /** Whether a step may be shown now; otherwise the founder goes home. */
  canOpen: (
    progress: QuestionnaireProgress,
    funnel: string,
    step: string,
    questionnaireProceeded: boolean,
  ) => boolean;
  /** Where a step's back link leads. */
  backTo: StepRule<Destination>;
  /** Where a step leads once its answers are saved. */
  nextAfterSave: StepRule<Destination>;
  /** Screens that wait on someone else: there is nothing to go back to. */
  waitingScreens: readonly string[];
}
