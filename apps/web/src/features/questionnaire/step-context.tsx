import { createContext, useContext } from 'react';
import type { Questionnaire } from './questionnaire.js';

export interface StepLocation {
  funnel: string;
  step: string;
}

/** The page being shown, and the questionnaire of the area it belongs to. */
export interface ShownStep extends StepLocation {
  questionnaire: Questionnaire;
}

const StepContext = createContext<ShownStep | null>(null);

export const StepProvider = StepContext.Provider;

/** The funnel and step of the page being shown, and its country's questionnaire. */
export function useStepLocation(): ShownStep {
  const value = useContext(StepContext);
  if (!value) throw new Error('useStepLocation must be used inside a funnel step');
  return value;
}
