import type { Destination, QuestionnaireProgress, StepRef } from '@foundly/domain';
import { useNavigate } from '@tanstack/react-router';
import { createContext, useCallback, useContext } from 'react';
import { useArea } from '../../app/area/use-area.js';
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

/**
 * Moves on after a save, to where the country's questionnaire leads from the
 * step (its `nextAfterSave`): another step, or home.
 */
export function useAdvance() {
  const navigate = useNavigate();
  const { basePath } = useArea();
  const { funnel, step, questionnaire } = useStepLocation();
  const { nextAfterSave } = questionnaire;
  return useCallback(
    async (progress: QuestionnaireProgress) => {
      await navigate({ to: destinationPath(basePath, nextAfterSave(progress, funnel, step)) });
    },
    [basePath, funnel, navigate, nextAfterSave, step],
  );
}
