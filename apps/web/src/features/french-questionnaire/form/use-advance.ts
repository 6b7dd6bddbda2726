import { getStepAfterSave, type QuestionnaireProgress } from '@foundly/domain';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useArea } from '../../../app/area/use-area.js';
import { useStepLocation } from '../../../components/questionnaire/step-context.js';

/** Moves on after a save, to the step the domain's navigation gives, or home. */
export function useAdvance() {
  const navigate = useNavigate();
  const { basePath } = useArea();
  const { funnel, step } = useStepLocation();
  return useCallback(
    async (progress: QuestionnaireProgress) => {
      const target = getStepAfterSave(progress, funnel, step);
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
