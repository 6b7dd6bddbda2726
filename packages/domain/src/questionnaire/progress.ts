import type { QuestionnaireContext, QuestionnaireDefinition } from './definition.js';

export interface StepRef {
  funnelName: string;
  stepName: string;
}

export interface FunnelStepProgress {
  name: string;
  skipped: boolean;
  completed: boolean;
}

export interface FunnelProgress {
  name: string;
  steps: FunnelStepProgress[];
  /** Completed steps among those not skipped. */
  completedSteps: number;
  /** Steps that are not skipped. */
  totalSteps: number;
  percentage: number;
  /** A funnel it requires is not completed yet. */
  locked: boolean;
}

/** Where the founder stands (spec 01 §3 Questionnaire progress). */
export interface QuestionnaireProgress {
  funnels: FunnelProgress[];
  funnelOrder: string[];
  completedFunnels: string[];
  skipSteps: StepRef[];
  completed: boolean;
  /**
   * The first step, in funnel order, that is neither skipped nor completed;
   * none once all are (undefined, or empty as the contract's message says it:
   * the navigation reads both alike, so the web reads the message as it is).
   */
  currentFunnel: string | undefined;
  currentStep: string | undefined;
  percentage: number;
}

function percent(done: number, total: number): number {
  return total === 0 ? 100 : Math.floor((done * 100) / total);
}

/**
 * Computes the progress of a questionnaire from its answers. Funnel progress is
 * completed steps over total steps minus skipped ones; a funnel whose steps are
 * all skipped counts as completed.
 */
export function computeProgress<Answers>(
  definition: QuestionnaireDefinition<Answers>,
  context: QuestionnaireContext<Answers>,
): QuestionnaireProgress {
  const skipSteps: StepRef[] = [];
  let current: StepRef | undefined;
  let done = 0;
  let total = 0;
  const funnels = definition.funnels.map((funnel): FunnelProgress => {
    const steps = funnel.steps.map((step): FunnelStepProgress => {
      const skipped = step.isSkipped?.(context) ?? false;
      const completed = !skipped && step.isComplete(context);
      if (skipped) skipSteps.push({ funnelName: funnel.name, stepName: step.name });
      else if (!completed && !current) current = { funnelName: funnel.name, stepName: step.name };
      return { name: step.name, skipped, completed };
    });
    const counted = steps.filter((step) => !step.skipped);
    const completedSteps = counted.filter((step) => step.completed).length;
    done += completedSteps;
    total += counted.length;
    return {
      name: funnel.name,
      steps,
      completedSteps,
      totalSteps: counted.length,
      percentage: percent(completedSteps, counted.length),
      locked: false,
    };
  });
  const completedFunnels = funnels
    .filter((funnel) => funnel.completedSteps === funnel.totalSteps)
    .map((funnel) => funnel.name);
  definition.funnels.forEach((funnel, index) => {
    funnels[index]!.locked = (funnel.requires ?? []).some(
      (name) => !completedFunnels.includes(name),
    );
  });
  return {
    funnels,
    funnelOrder: funnels.map((funnel) => funnel.name),
    completedFunnels,
    skipSteps,
    completed: current === undefined,
    currentFunnel: current?.funnelName,
    currentStep: current?.stepName,
    percentage: percent(done, total),
  };
}
