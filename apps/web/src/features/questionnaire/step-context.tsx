import type { Destination, StepRef } from '@foundly/domain';
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

/** The address of a questionnaire step in an area (basePath is e.g. /fr/fr-fr). */
export function stepPath(basePath: string, { funnelName, stepName }: StepRef): string {
  return `${basePath}/funnel/${funnelName}/${stepName}`;
}

/** The address a destination of the navigation leads to: a step, or the area's home. */
export function destinationPath(basePath: string, destination: Destination): string {
  return destination.kind === 'home' ? basePath : stepPath(basePath, destination);
}
