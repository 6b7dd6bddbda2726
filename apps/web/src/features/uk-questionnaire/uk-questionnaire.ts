import { canOpenStep, getPreviousStep, getStepAfterSave } from '@foundly/domain';
import type { Questionnaire } from '../questionnaire/questionnaire.js';
import { ukFunnels } from './uk-funnels.js';

/**
 * The questionnaire of a UK private limited company: what Companies House
 * asks on form IN01, funnel after funnel as in France. Back goes to the
 * previous step (home before the first, never back into the payment); a save
 * leads to the next step, or to the first unanswered one.
 */
export const ukQuestionnaire: Questionnaire = {
  funnels: ukFunnels,
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
