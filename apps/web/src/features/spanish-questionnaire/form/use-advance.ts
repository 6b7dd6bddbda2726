import { getNextStepInFunnel, type QuestionnaireProgress } from '@foundly/domain';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useStepLocation } from '../../../components/questionnaire/step-context.js';
import { useArea } from '../../../app/area/use-area.js';

/**
 * Moves on after a save (spec 02 §4): to the next step of the same funnel,
 * or back to the hub at the end of the funnel.
 */
export function useAdvance() {
  const navigate = useNavigate();
  const { basePath } = useArea();
  const { funnel, step } = useStepLocation();
  return useCallback(
    async (progress: QuestionnaireProgress) => {
      const target = getNextStepInFunnel(progress, funnel, step);
      await navigate({
        to:
          target.kind === 'home'
            ? basePath
            : `${basePath}/funnel/${target.funnelName}/${target.stepName}`,
      });
    },
    [basePath, funnel, navigate, step],
  );
}
