import { canOpenStepInAnyOrder, getNextStepInFunnel, getPreviousStep } from '@foundly/domain';
import type { Questionnaire } from '../questionnaire/questionnaire.js';
import { spanishFunnels } from './spanish-funnels.js';

/**
 * The Spanish questionnaire (spec 02 §2, §4): the funnels are opened from the
 * hub in any order, so any existing step that is not skipped and whose
 * funnel is not locked is shown; every step once the questionnaire is
 * completed or the file has moved past it. Back and a save stay inside the
 * funnel: before its first step and after its last is the hub.
 */
export const spanishQuestionnaire: Questionnaire = {
  funnels: spanishFunnels,
  canOpen: canOpenStepInAnyOrder,
  backTo(progress, funnel, step) {
    const previous = getPreviousStep(progress, funnel, step);
    return previous.kind === 'step' && previous.funnelName === funnel ? previous : { kind: 'home' };
  },
  nextAfterSave: getNextStepInFunnel,
  waitingScreens: [],
};
