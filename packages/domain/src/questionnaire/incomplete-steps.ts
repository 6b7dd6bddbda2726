import type { QuestionnaireProgress, StepRef } from './progress.js';

/**
 * The steps still to answer before a funnel: every step of the funnels that
 * come before `funnelName`, neither skipped nor completed, in funnel order.
 * The final summary can be confirmed only when this list is empty.
 */
export function listIncompleteStepsBefore(
  progress: QuestionnaireProgress,
  funnelName: string,
): StepRef[] {
  const end = progress.funnelOrder.indexOf(funnelName);
  return progress.funnels
    .slice(0, end < 0 ? progress.funnels.length : end)
    .flatMap((funnel) =>
      funnel.steps
        .filter((step) => !step.skipped && !step.completed)
        .map((step) => ({ funnelName: funnel.name, stepName: step.name })),
    );
}
