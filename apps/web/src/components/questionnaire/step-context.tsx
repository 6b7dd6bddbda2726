import { createContext, useContext } from 'react';

export interface StepLocation {
  funnel: string;
  step: string;
}

const StepContext = createContext<StepLocation | null>(null);

export const StepProvider = StepContext.Provider;

/** The funnel and step of the page being shown. */
export function useStepLocation(): StepLocation {
  const value = useContext(StepContext);
  if (!value) throw new Error('useStepLocation must be used inside a funnel step');
  return value;
}
