import type { QuestionnaireProgress } from '@foundly/domain';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useArea } from '../../../app/area/use-area.js';
import { destinationPath, useStepLocation } from '../step-context.js';

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
