import type { QuestionnaireProgress, StepRef } from './progress.js';

/** Where to go after or before a step: another step, or the home of the area. */
export type Destination = { kind: 'step'; funnelName: string; stepName: string } | { kind: 'home' };

const HOME: Destination = { kind: 'home' };

/** Every step that is not skipped, in funnel order. */
function openSteps(progress: QuestionnaireProgress): StepRef[] {
  return progress.funnels.flatMap((funnel) =>
    funnel.steps
      .filter((step) => !step.skipped)
      .map((step) => ({ funnelName: funnel.name, stepName: step.name })),
  );
}

function indexOfStep(progress: QuestionnaireProgress, funnelName: string, stepName: string) {
  const all = progress.funnels.flatMap((funnel) =>
    funnel.steps.map((step) => ({ funnelName: funnel.name, stepName: step.name })),
  );
  const index = all.findIndex(
    (step) => step.funnelName === funnelName && step.stepName === stepName,
  );
  if (index < 0) throw new Error('No current step found');
  return { all, index };
}

function isSkipped(progress: QuestionnaireProgress, ref: StepRef): boolean {
  return progress.skipSteps.some(
    (skip) => skip.funnelName === ref.funnelName && skip.stepName === ref.stepName,
  );
}

function isLocked(progress: QuestionnaireProgress, funnelName: string): boolean {
  return progress.funnels.some((funnel) => funnel.name === funnelName && funnel.locked);
}

/** A step to go to, or home when there is none or its funnel is still locked. */
function toDestination(progress: QuestionnaireProgress, ref: StepRef | undefined): Destination {
  return ref && !isLocked(progress, ref.funnelName) ? { kind: 'step', ...ref } : HOME;
}

/**
 * The step after `stepName`: the next non-skipped step of the same funnel,
 * else the first non-skipped step of a later funnel, else home. A completed
 * questionnaire goes home. Throws 'No current step found' for an unknown step.
 */
export function getNextStep(
  progress: QuestionnaireProgress,
  funnelName: string,
  stepName: string,
): Destination {
  const { all, index } = indexOfStep(progress, funnelName, stepName);
  if (progress.completed) return HOME;
  return toDestination(
    progress,
    all.slice(index + 1).find((ref) => !isSkipped(progress, ref)),
  );
}

/**
 * The next non-skipped step of the same funnel, else home (spec 02 §4: the
 * Spanish funnels start from the hub and end there).
 */
export function getNextStepInFunnel(
  progress: QuestionnaireProgress,
  funnelName: string,
  stepName: string,
): Destination {
  const { all, index } = indexOfStep(progress, funnelName, stepName);
  return toDestination(
    progress,
    all.slice(index + 1).find((ref) => ref.funnelName === funnelName && !isSkipped(progress, ref)),
  );
}

/** The step before `stepName`, the opposite way; home before the first step. */
export function getPreviousStep(
  progress: QuestionnaireProgress,
  funnelName: string,
  stepName: string,
): Destination {
  const { all, index } = indexOfStep(progress, funnelName, stepName);
  return toDestination(
    progress,
    all
      .slice(0, index)
      .reverse()
      .find((ref) => !isSkipped(progress, ref)),
  );
}

/** The first non-skipped step of a funnel; throws 'No first step found' when there is none. */
export function getFirstStep(progress: QuestionnaireProgress, funnelName: string): StepRef {
  const first = openSteps(progress).find((ref) => ref.funnelName === funnelName);
  if (!first) throw new Error('No first step found');
  return first;
}

/**
 * Where a funnel picks up: its first non-skipped step not completed yet, or
 * its first step once it is all completed (the hub's Continue and Edit).
 */
export function getFunnelResumeStep(progress: QuestionnaireProgress, funnelName: string): StepRef {
  const funnel = progress.funnels.find((candidate) => candidate.name === funnelName);
  const open = funnel?.steps.find((step) => !step.skipped && !step.completed);
  return open ? { funnelName, stepName: open.name } : getFirstStep(progress, funnelName);
}

/** Where the founder should be now: the current step, or home once completed. */
export function getCurrentDestination(progress: QuestionnaireProgress): Destination {
  return progress.currentFunnel && progress.currentStep
    ? { kind: 'step', funnelName: progress.currentFunnel, stepName: progress.currentStep }
    : HOME;
}

/**
 * Whether a funnel page may be shown (spec 01 §2): the step exists, is not
 * skipped, and its funnel is not beyond the current one — unless the order has
 * moved past the questionnaire statuses, when every existing step is shown.
 */
export function canOpenStep(
  progress: QuestionnaireProgress,
  funnelName: string,
  stepName: string,
  questionnaireProceeded: boolean,
): boolean {
  const funnelIndex = progress.funnelOrder.indexOf(funnelName);
  const funnel = progress.funnels[funnelIndex];
  const step = funnel?.steps.find((candidate) => candidate.name === stepName);
  if (!funnel || !step) return false;
  if (questionnaireProceeded) return true;
  if (step.skipped || funnel.locked) return false;
  if (progress.completed || step.completed) return true;
  const currentIndex = progress.funnelOrder.indexOf(progress.currentFunnel ?? '');
  if (funnelIndex < currentIndex) return true;
  if (funnelIndex > currentIndex) return false;
  const stepIndex = funnel.steps.indexOf(step);
  const currentStepIndex = funnel.steps.findIndex((s) => s.name === progress.currentStep);
  return stepIndex <= currentStepIndex;
}

function isCompleted(progress: QuestionnaireProgress, destination: Destination): boolean {
  if (destination.kind === 'home') return false;
  return (
    progress.funnels
      .find((funnel) => funnel.name === destination.funnelName)
      ?.steps.find((step) => step.name === destination.stepName)?.completed ?? false
  );
}

/**
 * Where to go once a step is saved: the next step, or, when that one is
 * already answered (the founder went back to change something, or came from
 * the summary), straight back to the first unanswered step.
 */
export function getStepAfterSave(
  progress: QuestionnaireProgress,
  funnelName: string,
  stepName: string,
): Destination {
  const next = getNextStep(progress, funnelName, stepName);
  return isCompleted(progress, next) ? getCurrentDestination(progress) : next;
}

/**
 * Whether a Spanish funnel page may be shown (spec 02 §2): the funnels are
 * opened from the hub in any order, so any existing step that is not skipped
 * and whose funnel is not locked; every existing step once the questionnaire
 * is completed or the order has moved past it.
 */
export function canOpenStepInAnyOrder(
  progress: QuestionnaireProgress,
  funnelName: string,
  stepName: string,
  questionnaireProceeded: boolean,
): boolean {
  const funnel = progress.funnels.find((candidate) => candidate.name === funnelName);
  const step = funnel?.steps.find((candidate) => candidate.name === stepName);
  if (!funnel || !step) return false;
  if (questionnaireProceeded || progress.completed) return true;
  return !step.skipped && !funnel.locked;
}
