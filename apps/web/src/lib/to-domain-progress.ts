import type { QuestionnaireProgress as Progress } from '@foundly/domain';
import type { QuestionnaireProgress } from '@foundly/proto';

/** The progress sent by the server, in the shape the domain's navigation reads. */
export function toDomainProgress(progress: QuestionnaireProgress): Progress {
  return {
    funnels: progress.funnels.map((funnel) => ({
      name: funnel.name,
      steps: funnel.steps.map(({ name, skipped, completed }) => ({ name, skipped, completed })),
      completedSteps: funnel.completedSteps,
      totalSteps: funnel.totalSteps,
      percentage: funnel.percentage,
      locked: funnel.locked,
    })),
    funnelOrder: [...progress.funnelOrder],
    completedFunnels: [...progress.completedFunnels],
    skipSteps: progress.skipSteps.map(({ funnelName, stepName }) => ({ funnelName, stepName })),
    completed: progress.completed,
    currentFunnel: progress.currentFunnel || undefined,
    currentStep: progress.currentStep || undefined,
    percentage: progress.percentage,
  };
}
