import { canOpenStep, getPreviousStep, getStepAfterSave } from '@foundly/domain';
import type { Questionnaire } from '../questionnaire/questionnaire.js';
import { frenchFunnels } from './french-funnels.js';

/**
 * The French questionnaire (spec 01 §2 Funnels): the funnels follow one
 * another, and a step is shown only if it is not beyond where the founder
 * stands, unless the file has moved past the questionnaire. Back goes to the
 * previous step (home before the first, never back into the payment); a save
 * leads to the next step, or to the first unanswered one when the next is
 * already answered.
 */
export const frenchQuestionnaire: Questionnaire = {
  funnels: frenchFunnels,
  canOpen: canOpenStep,
  backTo(progress, funnel, step) {
    const previous = getPreviousStep(progress, funnel, step);
    return previous.kind === 'step' && previous.funnelName === 'pre-payment'
      ? { kind: 'home' }
      : previous;
  },
  nextAfterSave: getStepAfterSave,
  waitingScreens: ['waiting-signature', 'waiting-approval'],
};
